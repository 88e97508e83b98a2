import * as z from '../zod';

/** The one error body every failing API call returns. */
export const errorResponseSchema = z.object({
  message: z.string(),
  /** A machine-readable reason, where a client acts on it (`mfa_setup_required`); most errors have none. */
  code: z.string().optional(),
});

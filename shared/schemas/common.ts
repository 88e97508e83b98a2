import * as z from '../validation/zod';

/** The one error body every failing API call returns. */
export const errorResponseSchema = z.object({
  message: z.string(),
  /** A machine-readable reason, where a client acts on it (`mfa_setup_required`); most errors have none. */
  code: z.string().optional(),
});

/** A real calendar day written `yyyy-MM-dd` (no 2025-02-30). */
export const isoDay = z
  .string()
  .refine(
    (day) =>
      /^\d{4}-\d{2}-\d{2}$/.test(day) &&
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Expected a date as yyyy-MM-dd',
  );

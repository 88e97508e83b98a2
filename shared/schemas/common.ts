import * as z from '../zod';

/** The one error body every failing API call returns. */
export const errorResponseSchema = z.object({ message: z.string() });

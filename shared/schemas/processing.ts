import * as z from '../validation/zod';

/** `GET /api/processing/status` (docs/contract.md#processing-dialog): the processing dialog polls it. */
export const processingStatusSchema = z.object({
  isComplete: z.boolean(),
  overall: z.object({
    completed: z.number().int(),
    total: z.number().int(),
    percentage: z.number().int().min(0).max(100),
  }),
  /** Oldest first; each line starts with ✓ (done), ↻ (started or retrying) or ✗ (failed). */
  logs: z.array(z.string()),
  currentOperation: z.string(),
});
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

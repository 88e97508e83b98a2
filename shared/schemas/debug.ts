import * as z from '../validation/zod';
import { KEYWORD_MAX_LENGTH, keywordTagsSchema } from './keywords';

/**
 * `POST /api/debug/process-steps` body: the debug tester asks for a non-empty keyword
 * (docs/contract.md#debug-tools).
 */
export const debugProcessRequestSchema = z.object({
  keyword: z.string().trim().min(1, 'Keyword is required').max(KEYWORD_MAX_LENGTH),
});
export type DebugProcessRequest = z.infer<typeof debugProcessRequestSchema>;

export const DEBUG_STEP_STATUSES = ['success', 'error', 'in progress'] as const;

export const debugStepSchema = z.object({
  name: z.string(),
  status: z.enum(DEBUG_STEP_STATUSES),
  /** Why the step failed; null when it did not. */
  error: z.string().nullable(),
});
export type DebugStep = z.infer<typeof debugStepSchema>;

export const debugImageGenerationSchema = z.object({
  processingTimeSeconds: z.number(),
  requestedImages: z.number().int(),
  returnedImages: z.number().int(),
  model: z.string(),
  /** When the image request was made, ISO 8601. */
  requestTime: z.string(),
});

/**
 * The debug result (docs/contract.md#debug-tools): the steps run for one keyword, nothing saved or published.
 * Fields of steps not reached are empty (`''`, `[]`, null).
 */
export const debugResultSchema = z.object({
  keyword: z.string(),
  steps: z.array(debugStepSchema),
  /** The first transactional tag is the primary tag. */
  tags: keywordTagsSchema,
  title: z.string(),
  /** The start of the article as plain text. */
  articleSample: z.string(),
  imagePrompt: z.string(),
  imageGeneration: debugImageGenerationSchema.nullable(),
  /** The checked images as `data:` URLs: the tester stores nothing. */
  imageUrls: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** What to know about the images: how they are returned, which were replaced or dropped as unsafe. */
  imageNotes: z.array(z.string()),
});
export type DebugResult = z.infer<typeof debugResultSchema>;

/**
 * `POST /api/debug/process-steps` when the steps outlast its wait, and `GET /api/debug/process-steps/{id}`
 * while they go on: the run to poll (decision 012).
 */
export const debugRunPendingSchema = z.object({ id: z.string(), status: z.literal('running') });
export type DebugRunPending = z.infer<typeof debugRunPendingSchema>;

export const debugRunIdParamSchema = z.object({ id: z.string().uuid() });

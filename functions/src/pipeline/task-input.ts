import * as z from 'zod';

/**
 * The inputs the state machine's `Parameters` give each task (see `definition/keyword-states.ts`): ids and
 * flags only. Checked on entry, so a definition and its handlers can never drift apart unnoticed.
 */
const ids = { runId: z.string().min(1), keywordId: z.string().min(1) };
const runMode = z.enum(['full', 'images', 'variants', 'article', 'publish']);
/** The run's chunk an execution processes. */
const chunk = z.number().int().min(0);
/** What a Catch puts in `$.error`. */
const caughtError = z.object({ Error: z.string(), Cause: z.string().nullish() });

export const textTaskSchema = z.object({
  ...ids,
  step: z.enum(['tags', 'title', 'article', 'adCopy', 'variants']),
});
export type TextTask = z.infer<typeof textTaskSchema>;

export const keywordTaskSchema = z.object(ids);
export type KeywordTask = z.infer<typeof keywordTaskSchema>;

export const progressTaskSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('begin'), ...ids, mode: runMode }),
  z.object({ action: z.literal('complete'), ...ids, mode: runMode }),
  z.object({ action: z.literal('fail'), ...ids, error: caughtError }),
  z.object({
    action: z.literal('nextWave'),
    runId: ids.runId,
    maxConcurrency: z.number().int().min(1),
    wave: z.number().int().min(0),
    chunk,
  }),
  z.object({
    action: z.literal('finish'),
    runId: ids.runId,
    maxConcurrency: z.number().int().min(1),
    chunk,
  }),
  z.object({ action: z.literal('abort'), runId: ids.runId, error: caughtError }),
  // Not a state of the machine: the schedule that lets held runs go on when the budget allows (decision 052).
  z.object({ action: z.literal('resumeHeld') }),
]);
export type ProgressTask = z.infer<typeof progressTaskSchema>;
export type CaughtError = z.infer<typeof caughtError>;

/**
 * Which steps the keyword's options (and the run's mode) ask for; the state machine's Choice states read it
 * (a type rather than an interface, so it reads as JSON).
 */
export type KeywordPlan = {
  /** Sent back to wait for budget: the keyword does nothing in this execution. */
  held: boolean;
  content: boolean;
  images: boolean;
  ads: boolean;
  variants: boolean;
  publish: boolean;
};

/** A task input that does not match its schema: a bug, never worth a retry. */
export class TaskInputError extends Error {
  override name = 'TaskInputError';
}

export function parseTask<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new TaskInputError(`Unexpected task input: ${result.error.issues[0]?.message}`);
  return result.data;
}

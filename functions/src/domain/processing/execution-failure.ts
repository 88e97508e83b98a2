import * as z from 'zod';
import { withLogKeys } from '../../lib/log-keys';
import { logger } from '../../lib/logger';
import { closeAbandonedRun, type RunCloserDeps } from './run-closer';

/** The part of a "Step Functions Execution Status Change" event this product reads. */
const executionEventSchema = z.object({
  detail: z.object({
    executionArn: z.string(),
    status: z.string(),
    /** The execution input as JSON text (absent when too large for the event; ours is ids only). */
    input: z.string().nullish(),
    error: z.string().nullish(),
    cause: z.string().nullish(),
  }),
});

const STATUS_REASONS: Record<string, string> = {
  FAILED: 'The processing workflow failed',
  TIMED_OUT: 'The processing workflow timed out',
  ABORTED: 'The processing workflow was stopped',
};

/**
 * What the AWS failure rule does with an execution that failed, timed out or was aborted: the keywords of
 * its run still in Processing are marked Error with a reason, and the run is closed. Resolves how many
 * keywords it marked. Its lines carry the run's id, so a run's query finds how it ended.
 */
export async function handleExecutionFailure(deps: RunCloserDeps, event: unknown): Promise<number> {
  const { detail } = executionEventSchema.parse(event);
  const runId = runIdOf(detail.input);
  if (!runId) throw new Error(`Execution ${detail.executionArn} has no run id in its input`);
  const base = STATUS_REASONS[detail.status] ?? `The processing workflow ended (${detail.status})`;
  const reason = detail.error && detail.status === 'FAILED' ? `${base} (${detail.error})` : base;
  return withLogKeys({ runId }, async () => {
    logger.error('A pipeline execution ended without finishing its run', {
      status: detail.status,
      executionArn: detail.executionArn,
      error: detail.error ?? undefined,
      cause: detail.cause ?? undefined,
    });
    const marked = await closeAbandonedRun(deps, runId, reason);
    logger.info("Marked the run's unfinished keywords Error", { markedError: marked });
    return marked;
  });
}

function runIdOf(input: string | null | undefined): string | undefined {
  try {
    const parsed = JSON.parse(input ?? '') as { runId?: unknown };
    return typeof parsed.runId === 'string' ? parsed.runId : undefined;
  } catch {
    return undefined;
  }
}

import * as z from 'zod';
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
 * keywords it marked.
 */
export async function handleExecutionFailure(deps: RunCloserDeps, event: unknown): Promise<number> {
  const { detail } = executionEventSchema.parse(event);
  const runId = runIdOf(detail.input);
  if (!runId) throw new Error(`Execution ${detail.executionArn} has no run id in its input`);
  const base = STATUS_REASONS[detail.status] ?? `The processing workflow ended (${detail.status})`;
  const reason = detail.error && detail.status === 'FAILED' ? `${base} (${detail.error})` : base;
  return closeAbandonedRun(deps, runId, reason);
}

function runIdOf(input: string | null | undefined): string | undefined {
  try {
    const parsed = JSON.parse(input ?? '') as { runId?: unknown };
    return typeof parsed.runId === 'string' ? parsed.runId : undefined;
  } catch {
    return undefined;
  }
}

import { type ChunkStarterDeps, type ChunkStartOptions, startChunk } from './chunk-starter';
import { holdRun } from './run-hold';

/** Why a run whose keywords were sent back waits when the account's budget is not what held them. */
const SITE_BUDGET_SPENT = 'The AI budget of its keywords’ site is spent';

/**
 * A chunk's execution ended: when keywords of it were sent back to wait for budget, the run holds with
 * them (they go on in the same chunk once the budget allows, `resumeHeldRuns`); else the next chunk
 * starts, or the run finishes.
 */
export async function endChunk(
  deps: ChunkStarterDeps,
  runId: string,
  chunk: number,
  options: ChunkStartOptions,
): Promise<void> {
  const run = await deps.runs.get(runId);
  if (run && run.state === 'running' && run.chunk === chunk && run.deferredIds.length > 0) {
    const reason = (await deps.gate?.holdReason()) ?? SITE_BUDGET_SPENT;
    await holdRun(deps, run, reason, options.maxConcurrency);
    return;
  }
  await startChunk(deps, runId, chunk + 1, options);
}

import { emitMetric } from '../../lib/metrics';
import type { KeywordRepository } from '../../ports/keywords';
import type { RunRepository } from '../../ports/runs';
import { failedLine, plural } from './run-log-lines';
import { settleKeyword } from './settle-keyword';

export interface RunCloserDeps {
  keywords: KeywordRepository;
  runs: RunRepository;
}

/**
 * Ends a run that cannot go on (its execution failed, timed out, was aborted, could not start, or was cut
 * off by a restart): every keyword of it not finished yet is marked Error with `reason`, so none stays in
 * Processing, and the run is marked finished. Safe to call again.
 */
export async function closeAbandonedRun(deps: RunCloserDeps, runId: string, reason: string): Promise<number> {
  const run = await deps.runs.get(runId);
  if (!run) return 0;
  const finished = new Set(run.finishedIds);
  const variants = new Set(run.variantIds);
  let failed = 0;
  for (const id of [...run.keywordIds, ...run.variantIds]) {
    if (finished.has(id)) continue;
    // A variant may still be Pending: created, but its wave never started.
    const from = variants.has(id) ? (['Pending', 'Processing'] as const) : (['Processing'] as const);
    // A keyword that reached Completed or Error before the run was cut off is counted as it ended.
    const outcome = await settleKeyword(deps, runId, id, {
      from: [...from],
      to: 'Error',
      errorReason: reason,
    });
    if (outcome === 'failed') failed += 1;
  }
  if (failed > 0) {
    await deps.runs.appendLog(runId, failedLine(`${plural(failed, 'keyword')} stopped: ${reason}`));
    emitMetric('KeywordsFailed', failed, { Step: 'workflow' });
  }
  await deps.runs.finish(runId, `Stopped: ${reason}`);
  return failed;
}

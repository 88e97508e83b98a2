import { logger } from '../../lib/logger';
import { endChunk } from './chunk-end';
import { type ChunkStarterDeps, startChunk } from './chunk-starter';
import { closeAbandonedRun } from './run-closer';
import { plural, startedLine } from './run-log-lines';
import { recountKeyword } from './settle-keyword';

/**
 * Resumes the runs a previous process left unfinished (the local runner keeps executions in memory, where
 * Step Functions keeps them on AWS): their keywords still in Processing start again (steps are idempotent)
 * and their unprocessed variants follow; a run with nothing left is closed. `active` are the runs whose
 * execution this process runs already. Resolves how many runs it found unfinished.
 */
export async function resumeUnfinishedRuns(
  deps: ChunkStarterDeps,
  options: { active: ReadonlySet<string>; maxConcurrency: number },
): Promise<number> {
  const { maxConcurrency } = options;
  // A run waiting for budget is not cut off: it goes on when the budget allows (`resumeHeldRuns`).
  const orphans = (await deps.runs.listRunning()).filter((run) => !options.active.has(run.id) && !run.hold);
  const closeOnFailure = (runId: string) => (error: unknown) =>
    closeAbandonedRun(deps, runId, `Processing could not be resumed: ${(error as Error).message}`);
  for (const run of orphans) {
    // A chunk whose start was cut off starts again; the keywords it moved so far stay its own.
    if (!run.chunkStarted) {
      await startChunk(deps, run.id, run.chunk, { maxConcurrency, resumed: true }).catch((error: unknown) =>
        logger.error('A run could not be resumed', { runId: run.id, error }),
      );
      continue;
    }
    const settled = new Set(run.finishedIds);
    const unsettled = [...run.keywordIds, ...run.variantIds].filter((id) => !settled.has(id));
    const records = await deps.keywords.findMany(unsettled);
    // Keywords the cut left Completed or Error but not counted; the others' lists are mirrored again
    // (a transition may have been cut between its record and its lists).
    const ended = records.filter((k) => k.status === 'Completed' || k.status === 'Error');
    for (const keyword of ended) await recountKeyword(deps, run.id, keyword.id);
    await deps.keywords.relist(records.filter((k) => !ended.includes(k)).map((k) => k.id));
    const variants = new Set(run.variantIds);
    const masters = records.filter((k) => !variants.has(k.id) && k.status === 'Processing');
    const waiting = [
      ...masters,
      ...records.filter((k) => variants.has(k.id) && (k.status === 'Processing' || k.status === 'Pending')),
    ];
    if (waiting.length === 0) {
      // The chunk is done: it holds with its keywords sent back for budget, or the next one starts.
      await endChunk(deps, run.id, run.chunk, { maxConcurrency }).catch((error: unknown) =>
        logger.error('A run could not be resumed', { runId: run.id, error }),
      );
      continue;
    }
    await deps.runs.appendLog(
      run.id,
      startedLine(`Resuming after a restart: ${plural(waiting.length, 'keyword')} left`),
      'Resuming after a restart',
    );
    await deps.workflow
      .start({
        runId: run.id,
        keywordIds: masters.map((k) => k.id),
        maxConcurrency,
        mode: run.mode,
        wave: 0,
        chunk: run.chunk,
      })
      .catch(closeOnFailure(run.id));
  }
  return orphans.length;
}

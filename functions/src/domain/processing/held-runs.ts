import { logger } from '../../lib/logger';
import type { RunRecord } from '../../ports/runs';
import { notFound } from '../domain-error';
import { type ChunkStarterDeps, startChunk } from './chunk-starter';
import { closeAbandonedRun } from './run-closer';
import { holdable, WAITING_FOR_BUDGET } from './run-hold';
import { plural, startedLine } from './run-log-lines';

/**
 * Whether a held run may go on now: released, or the account's budget allows it and, for keywords sent back
 * at their begin, the budget of at least one of their sites does (the others are sent back again).
 */
async function mayGoOn(deps: ChunkStarterDeps, run: RunRecord): Promise<boolean> {
  if (!holdable(deps, run)) return true;
  if (await deps.gate?.holdReason()) return false;
  if (!run.chunkStarted) return true;
  const deferred = await deps.keywords.findMany(run.deferredIds);
  const sites = [...new Set(deferred.map((keyword) => keyword.siteId))];
  for (const siteId of sites) if (!(await deps.gate?.holdReason(siteId))) return true;
  return false;
}

/**
 * A held run goes on: a chunk held before it started starts now; keywords sent back at their begin move
 * to Processing again and an execution of the same chunk takes them (its variants follow in its next wave).
 */
async function goOn(deps: ChunkStarterDeps, run: RunRecord, maxConcurrency: number): Promise<void> {
  if (!run.chunkStarted) {
    await startChunk(deps, run.id, run.chunk, { maxConcurrency });
    return;
  }
  const variants = new Set(run.variantIds);
  const claimed: string[] = [];
  for (const id of run.deferredIds) {
    // Variants wait Pending for the next wave, which takes every unsettled variant of the chunk.
    if (variants.has(id)) continue;
    if (await deps.keywords.transition(id, ['Pending'], 'Processing', { errorReason: null }))
      claimed.push(id);
  }
  await deps.runs.clearDeferred(run.id);
  const what = plural(run.deferredIds.length, 'keyword');
  await deps.runs.appendLog(run.id, startedLine(`Budget available: ${what} go on`), `Processing ${what}`);
  const input = {
    runId: run.id,
    keywordIds: claimed,
    maxConcurrency,
    mode: run.mode,
    wave: 0,
    chunk: run.chunk,
  };
  const execution = await deps.workflow.start(input).catch(async (error: unknown) => {
    await closeAbandonedRun(deps, run.id, `Processing could not be resumed: ${(error as Error).message}`);
    throw error;
  });
  await deps.runs.setExecution(run.id, execution.executionId);
}

/**
 * Lets the held runs the budget now allows go on (decision 052), oldest first; what the schedule, a raised
 * limit and a release call. A run is taken by one caller only (`unhold` is conditional). Resolves how many
 * went on.
 */
export async function resumeHeldRuns(deps: ChunkStarterDeps): Promise<number> {
  const held = (await deps.runs.listRunning()).filter((run) => run.hold !== undefined);
  let resumed = 0;
  for (const run of held) {
    const hold = run.hold!;
    try {
      if (!(await mayGoOn(deps, run)) || !(await deps.runs.unhold(run.id))) continue;
    } catch (error) {
      logger.error('A held run could not be checked', { runId: run.id, error });
      continue;
    }
    try {
      await goOn(deps, run, hold.maxConcurrency);
      resumed += 1;
    } catch (error) {
      // Held again, so the next tick tries again: a run neither held nor under way would wait for ever.
      // Not when the workflow refused to start: that closed the run, with its reason, as a first start does.
      logger.error('A held run could not go on', { runId: run.id, error });
      const still = await deps.runs.get(run.id).catch(() => undefined);
      if (still?.state === 'running')
        await deps.runs.hold(run.id, hold, WAITING_FOR_BUDGET).catch(() => undefined);
    }
  }
  return resumed;
}

/** An admin lets a held run go on whatever the budget. */
export async function releaseHeldRun(deps: ChunkStarterDeps, runId: string): Promise<void> {
  const run = await deps.runs.get(runId);
  if (!run?.hold || run.state !== 'running') throw notFound('No run with this id is waiting for budget');
  await deps.runs.release(runId);
  await deps.runs.appendLog(runId, startedLine('Released by an admin: it goes on whatever the budget'));
  await resumeHeldRuns(deps);
}

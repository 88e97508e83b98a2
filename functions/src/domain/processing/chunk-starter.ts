import type { KeywordRepository } from '../../ports/keywords';
import type { RunRecord, RunRepository } from '../../ports/runs';
import type { WorkflowStarter } from '../../ports/workflow';
import { closeAbandonedRun } from './run-closer';
import { holdIfSpent, type RunHoldDeps } from './run-hold';
import { RUN_KIND_LABELS, STARTABLE_STATUSES } from './run-labels';
import { doneLine, failedLine, plural, startedLine } from './run-log-lines';

/**
 * Keywords per chunk of a run: one workflow execution each. 50 keywords and their variants keep an
 * execution far inside Step Functions' 25,000 history events and 256 KB of state, and a chunk's ids inside
 * one small item (decision 011).
 */
export const RUN_CHUNK_SIZE = 50;
const TRANSITION_SLICE = 25;

export interface ChunkStarterDeps extends RunHoldDeps {
  keywords: KeywordRepository;
  runs: RunRepository;
  workflow: WorkflowStarter;
}

export interface ChunkStartOptions {
  maxConcurrency: number;
  /**
   * A start cut off before (a restart): keywords already in Processing are taken as this chunk's, since
   * the cut start may have moved them.
   */
  resumed?: boolean;
}

/**
 * Starts the run's chunk `first`, or the next one with anything to process: its keywords move to
 * Processing (any already there belongs to another run and is skipped, so a keyword is in one run at a
 * time) and an execution of the pipeline starts for them. With no chunk left, the run is finished. Safe to
 * repeat: a chunk that started keeps its keywords. When the pipeline cannot start, the chunk's keywords
 * are marked Error with the reason and the run is closed, so nothing stays in Processing. With the AI
 * budget spent, the run is held before the chunk's keywords move.
 */
export async function startChunk(
  deps: ChunkStarterDeps,
  runId: string,
  first: number,
  options: ChunkStartOptions,
): Promise<void> {
  for (let chunk = first; ; chunk += 1) {
    const run = await deps.runs.get(runId);
    if (!run || run.state === 'finished' || chunk < run.chunk) return;
    if (chunk >= run.chunkCount) {
      await finishRun(deps, run);
      return;
    }
    await deps.runs.enterChunk(runId, chunk);
    const requested = await deps.runs.requestedIds(runId, chunk);
    let started = run.chunk === chunk && run.chunkStarted ? run.keywordIds : undefined;
    if (!started) {
      // A spent budget holds the run before its keywords move: they stay as they are (decision 052).
      if (await holdIfSpent(deps, run, options.maxConcurrency)) return;
      started = await claim(deps.keywords, requested, options.resumed === true);
      await deps.runs.setKeywords(runId, started);
    }
    const skipped = requested.length - started.length;
    const skippedNote =
      skipped > 0 ? `; ${plural(skipped, 'keyword')} skipped (already processing or gone)` : '';
    const part = run.chunkCount > 1 ? `, part ${chunk + 1} of ${run.chunkCount}` : '';
    if (started.length === 0) {
      await deps.runs.appendLog(runId, failedLine(`Nothing to process${part}${skippedNote}`));
      continue;
    }
    const what = `${plural(started.length, 'keyword')} (${RUN_KIND_LABELS[run.kind]}, by ${run.requestedBy}${part})`;
    await deps.runs.appendLog(runId, startedLine(`Processing ${what}${skippedNote}`), `Starting ${what}`);
    const input = {
      runId,
      keywordIds: started,
      maxConcurrency: options.maxConcurrency,
      mode: run.mode,
      wave: 0,
      chunk,
    };
    const execution = await deps.workflow.start(input).catch(async (error: unknown) => {
      await closeAbandonedRun(deps, runId, `Processing could not be started: ${(error as Error).message}`);
      throw error;
    });
    await deps.runs.setExecution(runId, execution.executionId);
    return;
  }
}

/** Moves the keywords to Processing, in slices so hundreds of them do not fire hundreds of writes at once. */
async function claim(keywords: KeywordRepository, ids: string[], resumed: boolean): Promise<string[]> {
  const started: string[] = [];
  for (let start = 0; start < ids.length; start += TRANSITION_SLICE) {
    const slice = ids.slice(start, start + TRANSITION_SLICE);
    const moved = await Promise.all(
      slice.map(async (id) => {
        if (await keywords.transition(id, STARTABLE_STATUSES, 'Processing', { errorReason: null }))
          return true;
        return resumed && (await keywords.findById(id))?.status === 'Processing';
      }),
    );
    started.push(...slice.filter((_id, index) => moved[index]));
  }
  return started;
}

/** Closes a run whose chunks are all done, with its summary line. */
async function finishRun(deps: ChunkStarterDeps, run: RunRecord) {
  if (run.total === 0) {
    await deps.runs.finish(run.id, 'Nothing to process');
    return;
  }
  const summary = `Processing complete: ${run.succeeded} completed, ${run.failed} failed`;
  await deps.runs.appendLog(run.id, run.failed === 0 ? doneLine(summary) : failedLine(summary));
  await deps.runs.finish(run.id, 'Processing complete');
}

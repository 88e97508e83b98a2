import { randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { KeywordRepository } from '../../ports/keywords';
import type { ProcessingLauncher } from '../../ports/processing';
import type { WorkflowStarter } from '../../ports/workflow';
import { closeAbandonedRun } from './run-closer';
import { RUN_KIND_LABELS, STARTABLE_STATUSES } from './run-labels';
import { failedLine, plural, startedLine } from './run-log';
import type { RunRepository } from './run-repository';

/** Keywords processed at once when nothing else is configured. */
export const DEFAULT_MAX_CONCURRENCY = 8;
const TRANSITION_SLICE = 25;

export interface ProcessingLauncherDeps {
  keywords: KeywordRepository;
  runs: RunRepository;
  workflow: WorkflowStarter;
  clock: Clock;
  maxConcurrency?: number;
  newRunId?: () => string;
}

/**
 * Records a run, moves its keywords to Processing (any that already is belongs to another run and is
 * skipped, so a keyword is never in two runs at once) and starts the pipeline for those it moved. When the pipeline cannot start,
 * those keywords are marked Error with the reason and the run is closed, so nothing stays in Processing.
 */
export function createProcessingLauncher(deps: ProcessingLauncherDeps): ProcessingLauncher {
  const maxConcurrency = deps.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY;
  const newRunId = deps.newRunId ?? randomUUID;

  return {
    async launch(request) {
      const runId = newRunId();
      const keywordIds = [...new Set(request.keywordIds)];
      await deps.runs.create({
        id: runId,
        kind: request.kind,
        mode: request.mode,
        requestedBy: request.requestedBy,
        keywordIds,
        currentOperation: 'Initializing',
        createdAt: new Date(deps.clock.now()).toISOString(),
      });

      const started: string[] = [];
      // In slices, so a bulk request of hundreds of keywords does not fire hundreds of writes at once.
      for (let start = 0; start < keywordIds.length; start += TRANSITION_SLICE) {
        const slice = keywordIds.slice(start, start + TRANSITION_SLICE);
        const moved = await Promise.all(
          slice.map((id) =>
            deps.keywords.transition(id, STARTABLE_STATUSES, 'Processing', { errorReason: null }),
          ),
        );
        started.push(...slice.filter((_id, index) => moved[index]));
      }
      await deps.runs.setKeywords(runId, started);
      const skipped = keywordIds.length - started.length;
      const skippedNote =
        skipped > 0 ? `; ${plural(skipped, 'keyword')} skipped (already processing or gone)` : '';

      if (started.length === 0) {
        await deps.runs.appendLog(runId, failedLine(`Nothing to process${skippedNote}`));
        await deps.runs.finish(runId, 'Nothing to process');
        return { runId };
      }
      const what = `${plural(started.length, 'keyword')} (${RUN_KIND_LABELS[request.kind]}, by ${request.requestedBy})`;
      await deps.runs.appendLog(runId, startedLine(`Processing ${what}${skippedNote}`), `Starting ${what}`);

      const input = { runId, keywordIds: started, maxConcurrency, mode: request.mode, wave: 0 };
      const execution = await deps.workflow.start(input).catch(async (error: unknown) => {
        await closeAbandonedRun(deps, runId, `Processing could not be started: ${(error as Error).message}`);
        throw error;
      });
      await deps.runs.setExecution(runId, execution.executionId);
      return { runId };
    },
  };
}

import { randomUUID } from 'node:crypto';
import { logger } from '../../lib/logger';
import { emitMetric } from '../../lib/metrics';
import type { Clock } from '../../ports/clock';
import type { KeywordRepository } from '../../ports/keywords';
import type { ProcessingLauncher } from '../../ports/processing';
import type { RunRepository } from '../../ports/runs';
import type { WorkflowStarter } from '../../ports/workflow';
import type { BudgetGate } from '../ai-budget/budget-gate';
import { RUN_CHUNK_SIZE, startChunk } from './chunk-starter';

/** Keywords processed at once when nothing else is configured. */
export const DEFAULT_MAX_CONCURRENCY = 8;

export interface ProcessingLauncherDeps {
  keywords: KeywordRepository;
  runs: RunRepository;
  workflow: WorkflowStarter;
  clock: Clock;
  /** Holds a new run while the AI budget is spent (decision 052). */
  gate?: BudgetGate;
  maxConcurrency?: number;
  /** Keywords per chunk of a run (`RUN_CHUNK_SIZE`; smaller in tests of chunk boundaries). */
  chunkSize?: number;
  newRunId?: () => string;
}

/**
 * Records a run with every keyword asked for, in chunks, and starts its first chunk (see `startChunk`):
 * the request's cost no longer grows with its size, as Process All over 100,000 keywords needs. Each
 * chunk's execution starts the next when it ends.
 */
export function createProcessingLauncher(deps: ProcessingLauncherDeps): ProcessingLauncher {
  const maxConcurrency = deps.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY;
  const newRunId = deps.newRunId ?? randomUUID;
  return {
    async launch(request) {
      const runId = newRunId();
      await deps.runs.create({
        id: runId,
        kind: request.kind,
        mode: request.mode,
        requestedBy: request.requestedBy,
        keywordIds: [...new Set(request.keywordIds)],
        chunkSize: deps.chunkSize ?? RUN_CHUNK_SIZE,
        currentOperation: 'Initializing',
        createdAt: new Date(deps.clock.now()).toISOString(),
      });
      await startChunk(deps, runId, 0, { maxConcurrency });
      emitMetric('RunsStarted', 1, {});
      logger.info('Run started', { runId, kind: request.kind, mode: request.mode });
      return { runId };
    },
  };
}

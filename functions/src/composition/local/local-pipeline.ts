import { resumeHeldRuns } from '../../domain/processing/held-runs';
import { DEFAULT_MAX_CONCURRENCY } from '../../domain/processing/processing-launcher';
import { closeAbandonedRun } from '../../domain/processing/run-closer';
import { resumeUnfinishedRuns } from '../../domain/processing/run-recovery';
import type { PipelineFunctionId } from '../../pipeline/pipeline-functions';
import { buildStep, type StepSettings } from '../entry-points/pipeline-step';
import { PIPELINE_STEPS } from '../pipeline-steps';
import type { Platform } from '../platform';
import { createStepDeps } from '../step-deps';

/**
 * What the local runner (`infra/local/pipeline-runner`) runs the pipeline with: every step function's
 * handler, built as its Lambda builds it; what the AWS failure rule does with a failed execution; the
 * resumption of the runs a previous process left unfinished, and of runs held for budget.
 */
export function localPipeline(platform: Platform, settings: StepSettings = {}) {
  const records = createStepDeps(platform, platform.clients, settings.imageCount, settings.aiPrices);
  const ids = Object.keys(PIPELINE_STEPS) as PipelineFunctionId[];
  return {
    steps: Object.fromEntries(
      ids.map((id) => [id, buildStep(PIPELINE_STEPS[id], platform, settings)]),
    ) as Record<PipelineFunctionId, (input: unknown) => Promise<unknown>>,
    closeAbandonedRun: (runId: string, reason: string) => closeAbandonedRun(records, runId, reason),
    resumeUnfinishedRuns: (active: ReadonlySet<string>, maxConcurrency = DEFAULT_MAX_CONCURRENCY) =>
      resumeUnfinishedRuns(records, { active, maxConcurrency }),
    /** What the AWS schedule does every 5 minutes: held runs the budget allows go on (decision 052). */
    resumeHeldRuns: () => resumeHeldRuns(records),
  };
}

export type LocalPipeline = ReturnType<typeof localPipeline>;

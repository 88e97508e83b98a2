import type { AiPriceTable } from '#shared/economics/ai-prices';
import type { PipelineDeps } from '../../pipeline/pipeline-deps';
import { withTaskLogKeys } from '../../pipeline/task-log-keys';
import type { Platform } from '../platform';
import { createStepDeps } from '../step-deps';

/** The pipeline's settings: images generated per keyword, AI prices replacing the defaults (decision 022). */
export interface StepSettings {
  imageCount?: number;
  aiPrices?: AiPriceTable;
}

/** A step's code (`pipeline/steps/*`): the handler of one task state, on the pipeline's dependencies. */
export type StepFactory<O = unknown> = (deps: PipelineDeps) => (input: unknown) => Promise<O>;

/** One of the pipeline's steps, as its Lambda function and the local runner's task state both run it. */
export const buildStep = <O>(factory: StepFactory<O>, platform: Platform, settings: StepSettings = {}) =>
  withTaskLogKeys(
    factory(createStepDeps(platform, platform.clients, settings.imageCount, settings.aiPrices)),
  );

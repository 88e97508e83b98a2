import type { PipelineFunctionId } from '../pipeline/pipeline-functions';
import { createImageStep } from '../pipeline/steps/image-step';
import { createProgressStep } from '../pipeline/steps/progress-step';
import { createPublishStep } from '../pipeline/steps/publish-step';
import { createTextStep } from '../pipeline/steps/text-step';
import type { StepFactory } from './entry-points/pipeline-step';

/**
 * The step code of every pipeline function, for the processes that run them all (the local runner, the
 * entry points' test). Each Lambda handler imports its own step alone (`handlers/pipeline/*`), so its bundle
 * carries no other step's code; a function missing here fails to type-check.
 */
export const PIPELINE_STEPS: Record<PipelineFunctionId, StepFactory> = {
  ProgressStepFunction: createProgressStep,
  TextStepFunction: createTextStep,
  ImageStepFunction: createImageStep,
  PublishStepFunction: createPublishStep,
};

import { createImageStep } from '../../pipeline/steps/image-step';
import { lambdaStep } from './lambda-step';

/** Lambda entry of `ImageStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep(createImageStep);

import { createTextStep } from '../../pipeline/steps/text-step';
import { lambdaStep } from './lambda-step';

/** Lambda entry of `TextStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep(createTextStep);

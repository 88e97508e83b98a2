import { createProgressStep } from '../../pipeline/steps/progress-step';
import { lambdaStep } from './lambda-step';

/** Lambda entry of `ProgressStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep(createProgressStep);

import { createTextStep } from '../../pipeline/steps/text-step';
import { createTextGenerator } from '../../providers/text-generator';
import { lambdaStep } from './lambda-step';

/** Lambda entry of `TextStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep(createTextStep, { text: createTextGenerator });

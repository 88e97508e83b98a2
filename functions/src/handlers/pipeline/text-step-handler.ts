import { lambdaStep } from '../../composition/lambda/lambda-step';
import { createTextStep } from '../../pipeline/steps/text-step';
import { createTextGenerator } from '../../providers/text-generator';

/** Lambda entry of `TextStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep('TextStepFunction', createTextStep, { text: createTextGenerator });

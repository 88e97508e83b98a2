import { createPublishStep } from '../../pipeline/steps/publish-step';
import { lambdaStep } from './lambda-step';

/** Lambda entry of `PublishStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep(createPublishStep);

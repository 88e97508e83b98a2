import { createPublishStep } from '../../pipeline/steps/publish-step';
import { createWordPressClient } from '../../providers/wordpress';
import { lambdaStep } from './lambda-step';

/** Lambda entry of `PublishStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep(createPublishStep, { wordpress: createWordPressClient });

import { lambdaStep } from '../../composition/lambda/lambda-step';
import { createPublishStep } from '../../pipeline/steps/publish-step';
import { createWordPressClient } from '../../providers/wordpress';

/** Lambda entry of `PublishStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep('PublishStepFunction', createPublishStep, {
  wordpress: createWordPressClient,
});

import { lambdaStep } from '../../composition/lambda/lambda-step';
import { createImageStep } from '../../pipeline/steps/image-step';
import { createImageChecker } from '../../providers/image-checker';
import { createImageGenerator } from '../../providers/image-generator';
import { createTextGenerator } from '../../providers/text-generator';

/** Lambda entry of `ImageStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep('ImageStepFunction', createImageStep, {
  text: createTextGenerator,
  images: createImageGenerator,
  imageChecker: createImageChecker,
});

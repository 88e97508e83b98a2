import { createImageStep } from '../../pipeline/steps/image-step';
import { createImageChecker } from '../../providers/image-checker';
import { createImageGenerator } from '../../providers/image-generator';
import { createTextGenerator } from '../../providers/text-generator';
import { lambdaStep } from './lambda-step';

/** Lambda entry of `ImageStepFunction` (see `pipeline/pipeline-functions.ts`). */
export const handler = lambdaStep(createImageStep, {
  text: createTextGenerator,
  images: createImageGenerator,
  imageChecker: createImageChecker,
});

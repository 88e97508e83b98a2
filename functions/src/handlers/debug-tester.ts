import { debugProcessRequestSchema } from '#shared/schemas/debug';
import { runDebugSteps } from '../pipeline/debug/process-steps';
import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';
import { lambdaStep } from './pipeline/lambda-step';

/**
 * Lambda entry of the debug tester, invoked by the API (`adapters/lambda/lambda-debug-tester.ts`) with
 * `{ keyword }`: the content steps with the saved credentials and active prompts, nothing saved.
 */
export const handler = lambdaStep(
  (deps) => (input) => runDebugSteps(deps, debugProcessRequestSchema.parse(input).keyword),
  { text: createTextGenerator, images: createImageGenerator, imageChecker: createImageChecker },
);

import * as z from 'zod';
import { debugProcessRequestSchema } from '#shared/schemas/debug';
import { createDebugRunStore } from '../adapters/dynamodb/debug-run-store';
import { createDynamoTable } from '../adapters/dynamodb/dynamo-table';
import { recordDebugRun } from '../domain/debug/debug-runs';
import { runDebugSteps } from '../pipeline/debug/process-steps';
import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';
import { lambdaStep } from './pipeline/lambda-step';

const eventSchema = debugProcessRequestSchema.extend({ runId: z.string().min(1).optional() });

/**
 * Lambda entry of the debug tester (`adapters/lambda/lambda-debug-tester.ts`): the content steps for
 * `{ keyword }` with the saved credentials and active prompts, nothing saved. Invoked asynchronously with a
 * `runId`, it records the result as that debug run, which the API polls; otherwise it returns it.
 */
export const handler = lambdaStep(
  (deps) => {
    const store = createDebugRunStore(createDynamoTable(process.env.TABLE_NAME!), deps.blobs, deps.clock);
    return async (input) => {
      const { runId, keyword } = eventSchema.parse(input);
      if (!runId) return runDebugSteps(deps, keyword);
      await recordDebugRun(() => runDebugSteps(deps, keyword), store, runId);
      return undefined;
    };
  },
  { text: createTextGenerator, images: createImageGenerator, imageChecker: createImageChecker },
);

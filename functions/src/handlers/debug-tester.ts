import * as z from 'zod';
import { debugProcessRequestSchema } from '#shared/schemas/debug';
import { apiSecret, bucket, table } from '../composition/config-parts';
import { createDebugTesterDeps } from '../composition/debug-tester-deps';
import { lambdaEntry } from '../composition/lambda/lambda-step';
import { recordDebugRun } from '../domain/debug/debug-runs';
import { runDebugSteps } from '../pipeline/debug/process-steps';
import { createUpstreamClients } from '../pipeline/upstream-clients';
import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';

const eventSchema = debugProcessRequestSchema.extend({ runId: z.string().min(1).optional() });

/**
 * Lambda entry of the debug tester (`adapters/lambda/lambda-debug-tester.ts`): the content steps for
 * `{ keyword }` with the saved credentials and active prompts, nothing saved. Invoked asynchronously with a
 * `runId`, it records the result as that debug run, which the API polls; otherwise it returns it.
 */
export const handler = lambdaEntry([table, bucket, apiSecret], (platform) => {
  const clients = createUpstreamClients({
    text: createTextGenerator,
    images: createImageGenerator,
    imageChecker: createImageChecker,
  });
  const { steps, records } = createDebugTesterDeps(platform, clients);
  return async (input) => {
    const { runId, keyword } = eventSchema.parse(input);
    if (!runId) return runDebugSteps(steps, keyword);
    await recordDebugRun(() => runDebugSteps(steps, keyword), records, runId);
    return undefined;
  };
});

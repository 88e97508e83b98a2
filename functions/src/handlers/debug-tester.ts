import * as z from 'zod';
import { debugProcessRequestSchema } from '#shared/schemas/debug';
import {
  type CreativeWriterAnswer,
  creativeWriterEventSchema,
} from '../adapters/lambda/creative-writer-event';
import { apiSecret, bucket, table } from '../composition/config-parts';
import { createDebugTesterDeps } from '../composition/debug-tester-deps';
import { lambdaEntry } from '../composition/lambda/lambda-step';
import { recordDebugRun } from '../domain/debug/debug-runs';
import { runDebugSteps } from '../pipeline/debug/process-steps';
import { createCreativeWriter } from '../pipeline/generation/creative-writer';
import { createImageChecker } from '../providers/image-checker';
import { createImageGenerator } from '../providers/image-generator';
import { createTextGenerator } from '../providers/text-generator';
import { createUpstreamClients } from '../providers/upstream-clients';

const eventSchema = debugProcessRequestSchema.extend({ runId: z.string().min(1).optional() });

/** A creative refresh's copy for a stored keyword (decision 042), the image as base64. */
async function writeCreative(
  steps: ReturnType<typeof createDebugTesterDeps>['steps'],
  { keywordId, newImage }: { keywordId: string; newImage: boolean },
): Promise<CreativeWriterAnswer> {
  const keyword = await steps.keywords.findById(keywordId);
  if (!keyword) throw new Error('The keyword was deleted');
  const { image, ...copy } = await createCreativeWriter(steps).write(keyword, { newImage });
  return {
    ...copy,
    image: image && {
      base64: Buffer.from(image.bytes).toString('base64'),
      contentType: image.contentType,
      text: image.text,
    },
  };
}

/**
 * Lambda entry of the debug tester (`adapters/lambda/lambda-debug-tester.ts`): the content steps for
 * `{ keyword }` with the saved credentials and active prompts, nothing saved. Invoked asynchronously with a
 * `runId`, it records the result as that debug run, which the API polls; otherwise it returns it. Invoked
 * with `{ creativeFor }`, it writes a creative refresh's copy instead (`adapters/lambda/lambda-creative-writer.ts`).
 */
export const handler = lambdaEntry([table, bucket, apiSecret], (platform) => {
  const clients = createUpstreamClients({
    text: createTextGenerator,
    images: createImageGenerator,
    imageChecker: createImageChecker,
  });
  const { steps, records } = createDebugTesterDeps(platform, clients);
  return async (input) => {
    const creative = creativeWriterEventSchema.safeParse(input);
    if (creative.success) return writeCreative(steps, creative.data.creativeFor);
    const { runId, keyword } = eventSchema.parse(input);
    if (!runId) return runDebugSteps(steps, keyword);
    await recordDebugRun(() => runDebugSteps(steps, keyword), records, runId);
    return undefined;
  };
});

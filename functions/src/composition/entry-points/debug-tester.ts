import * as z from 'zod';
import { debugProcessRequestSchema } from '#shared/schemas/debug';
import {
  type CreativeWriterAnswer,
  creativeWriterEventSchema,
} from '../../adapters/lambda/creative-writer-event';
import { relatedKeywordsEventSchema } from '../../adapters/lambda/related-keywords-event';
import { recordDebugRun } from '../../domain/debug/debug-runs';
import { inProcessDebugTester, runDebugSteps } from '../../pipeline/debug/process-steps';
import { createCreativeWriter } from '../../pipeline/generation/creative-writer';
import { createRelatedKeywordsWriter } from '../../pipeline/generation/related-keywords-writer';
import type { WrittenRelatedKeywords } from '../../ports/related-keywords';
import { createDebugTesterDeps } from '../debug-tester-deps';
import type { FunctionClients, Platform } from '../platform';
import { createStepDeps, type PipelinePlatform } from '../step-deps';
import type { StepSettings } from './pipeline-step';

const eventSchema = debugProcessRequestSchema.extend({ runId: z.string().min(1).optional() });
type DebugSteps = ReturnType<typeof createDebugTesterDeps>['steps'];

/** A creative refresh's copy for a stored keyword (decision 042), the image as base64. */
async function writeCreative(
  steps: DebugSteps,
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

/** Related keywords for a stored keyword (decision 053). */
async function writeRelated(
  steps: DebugSteps,
  { keywordId, ...ask }: z.infer<typeof relatedKeywordsEventSchema>['relatedFor'],
): Promise<WrittenRelatedKeywords> {
  const keyword = await steps.keywords.findById(keywordId);
  if (!keyword) throw new Error('The keyword was deleted');
  return createRelatedKeywordsWriter(steps).write({ keyword, ...ask });
}

/**
 * The debug tester's function (`adapters/lambda/lambda-debug-tester.ts`): the content steps for
 * `{ keyword }` with the saved credentials and active prompts, nothing saved. Invoked asynchronously with a
 * `runId`, it records the result as that debug run, which the API polls; otherwise it returns it. Invoked
 * with `{ creativeFor }`, it writes a creative refresh's copy instead (`adapters/lambda/lambda-creative-writer.ts`);
 * with `{ relatedFor }`, related keywords (`adapters/lambda/lambda-related-keywords-writer.ts`).
 */
export function buildDebugTester(platform: Platform) {
  const { steps, records } = createDebugTesterDeps(platform, platform.clients);
  return async (input: unknown) => {
    const creative = creativeWriterEventSchema.safeParse(input);
    if (creative.success) return writeCreative(steps, creative.data.creativeFor);
    const related = relatedKeywordsEventSchema.safeParse(input);
    if (related.success) return writeRelated(steps, related.data.relatedFor);
    const { runId, keyword } = eventSchema.parse(input);
    if (!runId) return runDebugSteps(steps, keyword);
    await recordDebugRun(() => runDebugSteps(steps, keyword), records, runId);
    return undefined;
  };
}

/**
 * The debug tester and the creative and related keywords writers in this process, for the local stack,
 * which has every AI client: what the debug tester's function does on AWS, called directly.
 */
export function inProcessFunctions(
  platform: PipelinePlatform & Pick<Platform, 'clients'>,
  settings: StepSettings = {},
): Required<FunctionClients> {
  const steps = createStepDeps(platform, platform.clients, settings.imageCount, settings.aiPrices);
  return {
    debugTester: inProcessDebugTester(steps),
    creativeWriter: createCreativeWriter(steps),
    relatedKeywordsWriter: createRelatedKeywordsWriter(steps),
  };
}

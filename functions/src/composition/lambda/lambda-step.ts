import { type LambdaInvocationContext, startInvocation } from '../../lib/logger';
import { tracedHandler } from '../../lib/tracer';
import { PIPELINE_FUNCTIONS, type PipelineFunctionId } from '../../pipeline/pipeline-functions';
import type { WorkflowStarter } from '../../ports/workflow';
import type { ClientConstructors } from '../../providers/upstream-clients';
import { aiPrices } from '../ai-prices-part';
import { type LambdaConfig, readLambdaConfig } from '../config';
import {
  type apiSecret,
  type bucket,
  imageCount,
  type pipeline,
  table,
  type wordpressSecret,
} from '../config-parts';
import { buildStep, type StepFactory } from '../entry-points/pipeline-step';
import { partsFor } from '../need-parts';
import type { Platform } from '../platform';
import { type LambdaClients, lambdaPlatform } from './lambda-platform';
import { s3Blobs } from './s3-blobs';

/** What a pipeline function can be given (`PipelineFunction.needs`), its image count and AI prices. */
type StepPart =
  | typeof table
  | typeof bucket
  | typeof apiSecret
  | typeof wordpressSecret
  | typeof pipeline
  | typeof imageCount
  | typeof aiPrices;
type StepConfig = LambdaConfig<typeof table> & Partial<LambdaConfig<StepPart>>;

/**
 * A Lambda handler whose code is built once per container, on its first call, from the parts of the
 * environment it asks for (so importing its module has no side effects, and a missing variable fails the
 * first call naming it), on the clients its handler passes.
 */
export function lambdaEntry<O>(
  parts: readonly StepPart[],
  clients: LambdaClients,
  build: (platform: Platform, config: StepConfig) => (input: unknown) => Promise<O>,
) {
  let run: ((input: unknown) => Promise<O>) | undefined;
  return tracedHandler(async (event: unknown, context?: LambdaInvocationContext): Promise<O> => {
    startInvocation(context);
    if (!run) {
      const config: StepConfig = readLambdaConfig(process.env, [table, ...parts]);
      run = build(lambdaPlatform(config, clients), config);
    }
    return run(event);
  });
}

/**
 * The handler of one of the pipeline's step functions: its step built on what the function was given
 * (`PIPELINE_FUNCTIONS[].needs`) and on the upstream clients it calls, each handler importing only those,
 * which keeps the other SDKs out of its bundle.
 */
export function lambdaStep<O>(
  id: PipelineFunctionId,
  factory: StepFactory<O>,
  upstream: Partial<ClientConstructors> = {},
  workflow?: (stateMachineArn: string) => WorkflowStarter,
) {
  const fn = PIPELINE_FUNCTIONS.find((candidate) => candidate.id === id);
  if (!fn) throw new Error(`No pipeline function ${id}`);
  return lambdaEntry(
    [...partsFor(fn.needs), imageCount, aiPrices],
    { blobs: s3Blobs, workflow, upstream },
    (platform, config) =>
      buildStep(factory, platform, { imageCount: config.PIPELINE_IMAGE_COUNT, aiPrices: config.AI_PRICES }),
  );
}

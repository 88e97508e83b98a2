import { S3Client } from '@aws-sdk/client-s3';
import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import { createS3BlobStore } from '../../adapters/s3/s3-blob-store';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import { type LambdaInvocationContext, startInvocation } from '../../lib/logger';
import { tracedHandler } from '../../lib/tracer';
import type { PipelineDeps } from '../../pipeline/pipeline-deps';
import { PIPELINE_FUNCTIONS, type PipelineFunctionId } from '../../pipeline/pipeline-functions';
import { withTaskLogKeys } from '../../pipeline/task-log-keys';
import type { BlobStore } from '../../ports/blobs';
import { systemClock } from '../../ports/clock';
import type { WorkflowStarter } from '../../ports/workflow';
import { type ClientConstructors, createUpstreamClients } from '../../providers/upstream-clients';
import { aiPrices } from '../ai-prices-part';
import { ConfigError, type LambdaConfig, readLambdaConfig } from '../config';
import {
  type apiSecret,
  type bucket,
  imageCount,
  type pipeline,
  table,
  type wordpressSecret,
} from '../config-parts';
import { partsFor } from '../need-parts';
import { createStepDeps, type PipelinePlatform } from '../step-deps';
import { grantedSecretStore } from './granted-secrets';

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
/** Builds the Step Functions starter; only the function that starts executions imports its SDK. */
type WorkflowFor = (stateMachineArn: string) => WorkflowStarter;

/**
 * A Lambda handler whose code is built once per container, on its first call, from the parts of the
 * environment it asks for (so importing its module has no side effects, and a missing variable fails the
 * first call naming it).
 */
export function lambdaEntry<O>(
  parts: readonly StepPart[],
  build: (platform: PipelinePlatform, config: StepConfig) => (input: unknown) => Promise<O>,
  workflowFor?: WorkflowFor,
) {
  let run: ((input: unknown) => Promise<O>) | undefined;
  return tracedHandler(async (event: unknown, context?: LambdaInvocationContext): Promise<O> => {
    startInvocation(context);
    if (!run) {
      const config: StepConfig = readLambdaConfig(process.env, [table, ...parts]);
      run = build(lambdaPipelinePlatform(config, workflowFor), config);
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
  factory: (deps: PipelineDeps) => (input: unknown) => Promise<O>,
  constructors: Partial<ClientConstructors> = {},
  workflowFor?: WorkflowFor,
) {
  const fn = PIPELINE_FUNCTIONS.find((candidate) => candidate.id === id);
  if (!fn) throw new Error(`No pipeline function ${id}`);
  return lambdaEntry(
    [...partsFor(fn.needs), imageCount, aiPrices],
    (platform, config) => {
      const clients = createUpstreamClients(constructors);
      return withTaskLogKeys(
        factory(createStepDeps(platform, clients, config.PIPELINE_IMAGE_COUNT, config.AI_PRICES)),
      );
    },
    workflowFor,
  );
}

/** A pipeline function's platform on Lambda: what it was given, and stand-ins failing loudly for the rest. */
function lambdaPipelinePlatform(config: StepConfig, workflowFor?: WorkflowFor): PipelinePlatform {
  return {
    table: createDynamoTable(config.TABLE_NAME),
    secrets: grantedSecretStore(config),
    blobs: config.IMAGES_BUCKET
      ? createS3BlobStore(capturedAwsClient(new S3Client({})), config.IMAGES_BUCKET)
      : noBucket,
    workflow: workflowOf(config, workflowFor),
    clock: systemClock,
  };
}

function workflowOf(config: StepConfig, workflowFor?: WorkflowFor): WorkflowStarter {
  if (!workflowFor) return noWorkflow;
  if (!config.STATE_MACHINE_ARN)
    throw new ConfigError('Invalid Lambda configuration: check STATE_MACHINE_ARN');
  return workflowFor(config.STATE_MACHINE_ARN);
}

const missingBucket = () =>
  Promise.reject(new Error('This step function has no images bucket (IMAGES_BUCKET)'));
const noBucket: BlobStore = { put: missingBucket, get: missingBucket, delete: missingBucket };
const noWorkflow: WorkflowStarter = {
  start: () => Promise.reject(new Error('This step function starts no executions (STATE_MACHINE_ARN)')),
};

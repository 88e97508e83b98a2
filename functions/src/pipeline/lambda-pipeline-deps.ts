import { S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { createDynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../adapters/dynamodb/keywords/keyword-repository';
import { createPromptRepository } from '../adapters/dynamodb/prompt-repository';
import { createRunRepository } from '../adapters/dynamodb/runs/run-repository';
import { createS3BlobStore } from '../adapters/s3/s3-blob-store';
import { createSecretsManagerStore } from '../adapters/secrets/secrets-manager-store';
import { createCredentialsReader } from '../domain/settings/credentials-reader';
import { SECRET_NAMES } from '../domain/settings/secret-names';
import type { BlobStore } from '../ports/blobs';
import { systemClock } from '../ports/clock';
import type { SecretStore } from '../ports/secrets';
import type { WorkflowStarter } from '../ports/workflow';
import { DEFAULT_IMAGE_COUNT, type PipelineDeps } from './pipeline-deps';
import { createUpstreamProviders, type ProviderClients } from './upstream-providers';

/**
 * A step function's environment (see `PIPELINE_FUNCTIONS[].needs`): each function gets only the table,
 * bucket and secrets it uses, so everything but the table is optional here.
 */
const pipelineConfigSchema = z.object({
  TABLE_NAME: z.string().min(1),
  IMAGES_BUCKET: z.string().min(1).optional(),
  API_CREDENTIALS_SECRET_ARN: z.string().min(1).optional(),
  WORDPRESS_CREDENTIALS_SECRET_ARN: z.string().min(1).optional(),
  PIPELINE_IMAGE_COUNT: z.coerce.number().int().min(1).max(10).default(DEFAULT_IMAGE_COUNT),
  /** The pipeline itself, for the progress step, which starts a run's next chunk. */
  STATE_MACHINE_ARN: z.string().min(1).optional(),
});

/**
 * The pipeline's dependencies from a step function's environment, with the upstream clients its step calls
 * and, for a step that starts executions, the client that starts them (its SDK stays out of the others).
 */
export function createLambdaPipelineDeps(
  env: NodeJS.ProcessEnv,
  clients: Partial<ProviderClients>,
  workflowFor?: (stateMachineArn: string) => WorkflowStarter,
): PipelineDeps {
  const parsed = pipelineConfigSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid pipeline configuration: check ${names}`);
  }
  const config = parsed.data;
  if (workflowFor && !config.STATE_MACHINE_ARN)
    throw new Error('Invalid pipeline configuration: check STATE_MACHINE_ARN');
  const table = createDynamoTable(config.TABLE_NAME);
  return {
    keywords: createKeywordRepository(table, systemClock),
    runs: createRunRepository(table, systemClock),
    prompts: createPromptRepository(table),
    credentials: createCredentialsReader(grantedSecrets(config)),
    blobs: config.IMAGES_BUCKET ? createS3BlobStore(new S3Client({}), config.IMAGES_BUCKET) : noBucket,
    providers: createUpstreamProviders(clients),
    clock: systemClock,
    imageCount: config.PIPELINE_IMAGE_COUNT,
    workflow: workflowFor && config.STATE_MACHINE_ARN ? workflowFor(config.STATE_MACHINE_ARN) : noWorkflow,
  };
}

/**
 * The credential secrets this function was given; the others read as "not saved" rather than failing, since
 * the credentials reader reads them all and a text step, say, has no business with WordPress's.
 */
function grantedSecrets(config: z.infer<typeof pipelineConfigSchema>): SecretStore {
  const secretIds: Record<string, string> = {};
  if (config.API_CREDENTIALS_SECRET_ARN)
    secretIds[SECRET_NAMES.apiCredentials] = config.API_CREDENTIALS_SECRET_ARN;
  if (config.WORDPRESS_CREDENTIALS_SECRET_ARN) {
    secretIds[SECRET_NAMES.wordpressCredentials] = config.WORDPRESS_CREDENTIALS_SECRET_ARN;
  }
  const store = createSecretsManagerStore({ secretIds });
  return {
    get: async (name) => (secretIds[name] ? store.get(name) : undefined),
    put: () => Promise.reject(new Error('Pipeline steps never save credentials')),
  };
}

const missingBucket = () =>
  Promise.reject(new Error('This step function has no images bucket (IMAGES_BUCKET)'));
const noBucket: BlobStore = { put: missingBucket, get: missingBucket, delete: missingBucket };
const noWorkflow: WorkflowStarter = {
  start: () => Promise.reject(new Error('This step function starts no executions (STATE_MACHINE_ARN)')),
};

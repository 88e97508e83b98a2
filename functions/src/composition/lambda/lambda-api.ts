import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import { createLambdaCreativeWriter } from '../../adapters/lambda/lambda-creative-writer';
import { createLambdaDebugTester } from '../../adapters/lambda/lambda-debug-tester';
import { createS3BlobStore } from '../../adapters/s3/s3-blob-store';
import { createSecretsManagerStore } from '../../adapters/secrets/secrets-manager-store';
import { type AppDeps, createApp } from '../../api/app';
import { ensureInitialAdmin } from '../../domain/auth/initial-admin';
import { seedDefaultPrompts } from '../../domain/prompts/seed-default-prompts';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import { systemClock } from '../../ports/clock';
import type { aiPrices } from '../ai-prices-part';
import { createAppDeps } from '../app-deps';
import type { LambdaConfig } from '../config';
import type * as part from '../config-parts';
import { grantedSecretStore } from './granted-secrets';
import { lambdaClientAddress } from './lambda-client-address';
import { sfnWorkflowStarter } from './sfn-workflow';

type ApiConfig = LambdaConfig<
  | typeof part.table
  | typeof part.bucket
  | typeof part.admin
  | typeof part.apiSecret
  | typeof part.wordpressSecret
  | typeof part.metaSecret
  | typeof part.warehouseSecret
  | typeof part.notificationSecret
  | typeof part.notificationSender
  | typeof part.pipeline
  | typeof part.debugTester
  | typeof part.concurrency
  | typeof aiPrices
>;

/** The API on what its function was given, and the bootstrap its first request waits for. */
export function createLambdaApi(config: ApiConfig) {
  const platform = {
    table: createDynamoTable(config.TABLE_NAME),
    secrets: grantedSecretStore(config),
    blobs: createS3BlobStore(capturedAwsClient(new S3Client({})), config.IMAGES_BUCKET),
    workflow: sfnWorkflowStarter(config.STATE_MACHINE_ARN),
    debugTester: createLambdaDebugTester(capturedAwsClient(new LambdaClient({})), config.DEBUG_FUNCTION_NAME),
    // The debug tester's function writes a creative refresh's copy: it has the AI clients (decision 042).
    creativeWriter: createLambdaCreativeWriter(
      capturedAwsClient(new LambdaClient({})),
      config.DEBUG_FUNCTION_NAME,
    ),
    clock: systemClock,
    clientAddress: lambdaClientAddress,
    trustForwardedHost: true,
  };
  const settings = {
    pipelineMaxConcurrency: config.PIPELINE_MAX_CONCURRENCY,
    aiPrices: config.AI_PRICES,
    notificationEmailFrom: config.NOTIFICATION_EMAIL_FROM,
  };
  const deps = createAppDeps(platform, settings);
  return { app: createApp(deps), bootstrap: () => bootstrap(deps, config) };
}

/**
 * Seeds the default prompts and creates the first admin, with the password from its generated secret; both
 * are idempotent and safe from concurrent containers.
 */
async function bootstrap(deps: AppDeps, config: ApiConfig) {
  await seedDefaultPrompts(deps.prompts);
  if (await deps.users.hasAnyUser()) return;
  const secret = await createSecretsManagerStore().get(config.ADMIN_SECRET_ARN);
  const password = secret ? (JSON.parse(secret) as { password?: string }).password : undefined;
  if (!password) throw new Error('The initial admin secret has no password');
  await ensureInitialAdmin(deps.users, { email: config.ADMIN_EMAIL, password }, systemClock);
}

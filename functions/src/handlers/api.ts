import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda';
import { createDynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createPromptRepository } from '../adapters/dynamodb/prompt-repository';
import { createUserRepository } from '../adapters/dynamodb/user-repository';
import { createLambdaDebugTester } from '../adapters/lambda/lambda-debug-tester';
import { createS3BlobStore } from '../adapters/s3/s3-blob-store';
import { createSecretsManagerStore } from '../adapters/secrets/secrets-manager-store';
import { createSfnWorkflowStarter } from '../adapters/stepfunctions/sfn-workflow-starter';
import { createApp } from '../api/app';
import { createAppDeps } from '../api/create-app-deps';
import { readLambdaConfig, secretIdsOf } from '../config/lambda-config';
import { ensureInitialAdmin } from '../domain/auth/initial-admin';
import { seedDefaultPrompts } from '../domain/prompts/seed-default-prompts';
import { lambdaClientAddress } from './client-address';

const config = readLambdaConfig(process.env);
const table = createDynamoTable(config.TABLE_NAME);
const app = createApp(
  createAppDeps({
    table,
    clientAddress: lambdaClientAddress as never,
    trustForwardedHost: true,
    secrets: createSecretsManagerStore({ secretIds: secretIdsOf(config) }),
    blobs: createS3BlobStore(new S3Client({}), config.IMAGES_BUCKET),
    workflow: createSfnWorkflowStarter(new SFNClient({}), config.STATE_MACHINE_ARN),
    debugTester: createLambdaDebugTester(new LambdaClient({}), config.DEBUG_FUNCTION_NAME),
    pipelineMaxConcurrency: config.PIPELINE_MAX_CONCURRENCY,
    aiPrices: config.AI_PRICES,
  }),
);
const serve = handle(app);

/**
 * Seeds the default prompts and creates the first admin, with the password from its generated secret, once
 * per container; both are idempotent and safe from concurrent containers.
 */
async function bootstrap() {
  await seedDefaultPrompts(createPromptRepository(table));
  const users = createUserRepository(table);
  if (await users.hasAnyUser()) return;
  const secret = await createSecretsManagerStore().get(config.ADMIN_SECRET_ARN);
  const password = secret ? (JSON.parse(secret) as { password?: string }).password : undefined;
  if (!password) throw new Error('The initial admin secret has no password');
  await ensureInitialAdmin(users, { email: config.ADMIN_EMAIL, password });
}
let ready: Promise<void> | undefined;

export const handler = async (event: LambdaEvent, context: LambdaContext) => {
  ready ??= bootstrap().catch((error: unknown) => {
    ready = undefined; // try again on the next request
    throw error;
  });
  await ready;
  return serve(event, context);
};

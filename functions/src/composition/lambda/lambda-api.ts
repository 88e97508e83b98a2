import { createSecretsManagerStore } from '../../adapters/secrets/secrets-manager-store';
import type { aiPrices } from '../ai-prices-part';
import type { LambdaConfig } from '../config';
import type * as part from '../config-parts';
import { bootstrapApi, buildApi } from '../entry-points/api';
import { lambdaClientAddress } from './lambda-client-address';
import { lambdaFunctions } from './lambda-functions';
import { lambdaLaunches } from './lambda-launches';
import { lambdaPlatform } from './lambda-platform';
import { s3Blobs } from './s3-blobs';
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
  | typeof part.launchFunction
  | typeof part.concurrency
  | typeof aiPrices
>;

/** The API on what its function was given, and the bootstrap its first request waits for. */
export function createLambdaApi(config: ApiConfig) {
  const platform = lambdaPlatform(config, {
    blobs: s3Blobs,
    workflow: sfnWorkflowStarter,
    // The debug tester's function runs the debug tester and writes a creative refresh's copy (decision 042).
    functions: lambdaFunctions,
    launches: lambdaLaunches,
  });
  const { deps, app } = buildApi(
    platform,
    { clientAddress: lambdaClientAddress, trustForwardedHost: true },
    {
      pipelineMaxConcurrency: config.PIPELINE_MAX_CONCURRENCY,
      aiPrices: config.AI_PRICES,
      notificationEmailFrom: config.NOTIFICATION_EMAIL_FROM,
    },
  );
  // The first admin's password comes from its generated secret, read only while the table has no user.
  const admin = async () => {
    const secret = await createSecretsManagerStore().get(config.ADMIN_SECRET_ARN);
    const password = secret ? (JSON.parse(secret) as { password?: string }).password : undefined;
    if (!password) throw new Error('The initial admin secret has no password');
    return { email: config.ADMIN_EMAIL, password };
  };
  return {
    app,
    bootstrap: async () => {
      await bootstrapApi(deps, admin, platform);
    },
  };
}

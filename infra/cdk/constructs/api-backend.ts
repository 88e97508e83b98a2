import { Duration } from 'aws-cdk-lib';
import { type FunctionUrl, FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { AiPriceTable } from '#shared/ai-prices';
import {
  COMMON_PASSWORD_LICENSE,
  COMMON_PASSWORD_LIST,
} from '../../../functions/src/domain/auth/common-passwords';
import { AppFunction, type FunctionLogSettings } from './app-function';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';

/**
 * The API's memory: twice the peak RSS `tests/bench/bundles.ts` measures for a sign-in (scrypt at N=2^17
 * allocates 128 MiB) followed by a list request, rounded up to 128 MB and never under 512 MB. Measured:
 * 266 MB. Lambda's CPU share grows with memory too, which shortens the hash.
 */
export const API_MEMORY_MB = 640;

/** The API's timeout; CloudFront waits 30 s for the origin. */
const API_TIMEOUT = Duration.seconds(25);

export interface ApiBackendProps {
  data: DataStores;
  secrets: AppSecrets;
  pipeline: IStateMachine;
  adminEmail: string;
  pipelineConcurrency: number;
  /** Overrides of the AI price table (decision 022); the defaults apply when absent. */
  aiPrices?: AiPriceTable;
  logs?: FunctionLogSettings;
  /** The sender of notification e-mail, shown in Settings > Notifications. */
  notificationEmailFrom: string;
}

/**
 * The Hono API as one Lambda behind a Function URL. The URL demands IAM-signed requests, which only
 * CloudFront (through origin access control) makes, so the API is reachable through the site alone.
 */
export class ApiBackend extends Construct {
  readonly function: AppFunction;
  /** The debug tester, in a function of its own so the API bundles none of the AI SDKs (decision 009). */
  readonly debugTester: AppFunction;
  readonly url: FunctionUrl;

  constructor(scope: Construct, id: string, props: ApiBackendProps) {
    super(scope, id);
    const { data, secrets } = props;
    this.debugTester = new AppFunction(this, 'DebugTester', {
      entry: 'functions/src/handlers/debug-tester.ts',
      serviceName: 'keywright-debug-tester',
      description: 'Keywright debug tester: the content steps for one keyword, nothing saved',
      // Invoked asynchronously, it records its result for the screen to poll (decision 012): slow images
      // are not bound by the API's time.
      timeout: Duration.minutes(5),
      memorySize: 1024,
      logs: props.logs,
    })
      .bindTable(data.table, 'readWrite')
      .bindBucket(data.imagesBucket, 'readWrite')
      .bindSecret(secrets.apiCredentials, 'read', 'API_CREDENTIALS_SECRET_ARN');

    this.function = new AppFunction(this, 'Function', {
      entry: 'functions/src/handlers/api.ts',
      serviceName: 'keywright-api',
      description: 'Keywright API (Hono)',
      timeout: API_TIMEOUT,
      memorySize: API_MEMORY_MB,
      // Read from disk on the first password set, so 76 KB of text stay out of the bundle.
      files: [COMMON_PASSWORD_LIST, COMMON_PASSWORD_LICENSE].map((file) => `node_modules/${file}`),
      // Only passkey calls load it (`passkey-ceremonies.ts`): 0.4 MB of certificate parsers (decision 045).
      lazyModules: ['@simplewebauthn/server'],
      logs: props.logs,
      environment: {
        ADMIN_EMAIL: props.adminEmail,
        PIPELINE_MAX_CONCURRENCY: String(props.pipelineConcurrency),
        NOTIFICATION_EMAIL_FROM: props.notificationEmailFrom,
        ...(props.aiPrices ? { AI_PRICES: JSON.stringify(props.aiPrices) } : {}),
      },
    })
      .bindTable(data.table, 'readWrite')
      .bindBucket(data.imagesBucket, 'readWrite')
      .bindSecret(secrets.adminPassword, 'read', 'ADMIN_SECRET_ARN')
      .bindSecret(secrets.apiCredentials, 'readWrite', 'API_CREDENTIALS_SECRET_ARN')
      .bindSecret(secrets.wordpressCredentials, 'readWrite', 'WORDPRESS_CREDENTIALS_SECRET_ARN')
      .bindSecret(secrets.wordpressSites, 'readWrite', 'WORDPRESS_SITES_SECRET_ARN')
      .bindSecret(secrets.metaCredentials, 'readWrite', 'META_CREDENTIALS_SECRET_ARN')
      .bindSecret(secrets.warehouseCredentials, 'readWrite', 'WAREHOUSE_CREDENTIALS_SECRET_ARN')
      .bindSecret(secrets.notificationCredentials, 'readWrite', 'NOTIFICATION_CREDENTIALS_SECRET_ARN')
      .bindStateMachine(props.pipeline)
      .bindFunction(this.debugTester, 'DEBUG_FUNCTION_NAME');

    this.url = this.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
  }
}

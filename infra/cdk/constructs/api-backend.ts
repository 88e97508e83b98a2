import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaDeploymentConfig } from 'aws-cdk-lib/aws-codedeploy';
import { type FunctionUrl, FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { AiPriceTable } from '#shared/economics/ai-prices';
import {
  COMMON_PASSWORD_LICENSE,
  COMMON_PASSWORD_LIST,
} from '../../../functions/src/domain/auth/common-passwords';
import { VISION_LAZY_MODULE } from '../../../functions/src/providers/vision-sdk';
import { apiAlarms } from './api-alarms';
import { AppFunction, type FunctionLogSettings } from './app-function';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';
import { DeadLetterQueue } from './dead-letter-queue';

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
  /** Executions kept for the API function alone (`apiReservedConcurrency`). */
  reservedConcurrency: number;
  /** Overrides of the AI price table (decision 022); the defaults apply when absent. */
  aiPrices?: AiPriceTable;
  logs?: FunctionLogSettings;
  /** The sender of notification e-mail, shown in Settings > Notifications. */
  notificationEmailFrom: string;
  /** The API's p95 latency (ms) above which its alarms fire. */
  apiLatencyP95Ms: number;
  /** The function that creates a bulk launch's campaigns, which the API starts (`CampaignLaunches`). */
  launchFunction: AppFunction;
}

/**
 * The Hono API as one Lambda behind a Function URL on its `live` alias. The URL demands IAM-signed
 * requests, which only CloudFront (through origin access control) makes, so the API is reachable through
 * the site alone. A deploy reaches 10% of requests for five minutes first, and rolls back if the API
 * errs, answers 5xx or slows down meanwhile (decision 048).
 */
export class ApiBackend extends Construct {
  readonly function: AppFunction;
  /** The debug tester, in a function of its own so the API bundles none of the AI SDKs (decision 009). */
  readonly debugTester: AppFunction;
  /** Debug runs the debug tester could not finish after Lambda's retries. */
  readonly debugDeadLetters: DeadLetterQueue;
  readonly url: FunctionUrl;
  /** The API's p95 over 15 minutes, which the dashboard graphs with its threshold. */
  readonly latencyAlarm: Alarm;

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
      // A run checks its images after making them, as the image step does (decision 059).
      lazyModules: [VISION_LAZY_MODULE],
      logs: props.logs,
    })
      .bindTable(data.table, 'readWrite')
      .bindBucket(data.imagesBucket, 'readWrite')
      .bindSecret(secrets.apiCredentials, 'read', 'API_CREDENTIALS_SECRET_ARN');
    // An invocation that still fails after Lambda's two retries (a timeout, a crash before it recorded
    // its result) is kept here, and told, instead of dropped.
    this.debugDeadLetters = new DeadLetterQueue(this, 'DebugTesterDeadLetters', {
      holds:
        'a debug run whose invocation failed three times (a timeout, or a crash before it recorded its result)',
      firstLook:
        "First look: the DebugTester function's log group around the message's time (the message names the error); nothing to replay, the person runs the debug test again.",
    });
    this.debugTester.configureAsyncInvoke({ onFailure: new SqsDestination(this.debugDeadLetters) });

    this.function = new AppFunction(this, 'Function', {
      entry: 'functions/src/handlers/api.ts',
      serviceName: 'keywright-api',
      description: 'Keywright API (Hono)',
      timeout: API_TIMEOUT,
      memorySize: API_MEMORY_MB,
      reservedConcurrency: props.reservedConcurrency,
      // Read from disk on the first password set, so 76 KB of text stay out of the bundle.
      files: [COMMON_PASSWORD_LIST, COMMON_PASSWORD_LICENSE].map((file) => `node_modules/${file}`),
      // Only passkey calls load it (`passkey-ceremonies.ts`): 0.4 MB of certificate parsers (decision 045).
      lazyModules: ['@simplewebauthn/server'],
      logs: props.logs,
      errorsAlarm: { severity: 'page' },
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
      .bindFunction(this.debugTester, 'DEBUG_FUNCTION_NAME')
      .bindFunction(props.launchFunction, 'LAUNCH_FUNCTION_NAME');

    this.url = this.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    const alarms = apiAlarms(this, this.function, props.apiLatencyP95Ms);
    this.latencyAlarm = alarms.latencyP95;
    this.function.deployGradually(LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES, [
      alarms.serverErrors,
      alarms.recentLatencyP95,
    ]);
  }
}

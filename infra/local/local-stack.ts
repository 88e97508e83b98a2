import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createDynamoTable } from '../../functions/src/adapters/dynamodb/dynamo-table';
import { createS3BlobStore } from '../../functions/src/adapters/s3/s3-blob-store';
import { createFileSecretStore } from '../../functions/src/adapters/secrets/file-secret-store';
import { createApp } from '../../functions/src/api/app';
import { ALL_CLIENT_CONSTRUCTORS } from '../../functions/src/composition/all-client-constructors';
import {
  type AppDepsBuilder,
  type AppPlatform,
  type AppSettings,
  createAppDeps,
} from '../../functions/src/composition/app-deps';
import { LOCAL_EMAIL_FROM } from '../../functions/src/composition/notification-deps';
import { createStepDeps } from '../../functions/src/composition/step-deps';
import { ensureInitialAdmin, type InitialAdmin } from '../../functions/src/domain/auth/initial-admin';
import { seedDefaultPrompts } from '../../functions/src/domain/prompts/seed-default-prompts';
import { inProcessDebugTester } from '../../functions/src/pipeline/debug/process-steps';
import { createCreativeWriter } from '../../functions/src/pipeline/generation/creative-writer';
import { systemClock } from '../../functions/src/ports/clock';
import type { UpstreamClients } from '../../functions/src/ports/upstream-clients';
import type { WorkflowStarter } from '../../functions/src/ports/workflow';
import { createUpstreamClients } from '../../functions/src/providers/upstream-clients';
import { IMAGES_BUCKET_DEFINITION, TABLE_DEFINITION } from '../data-definitions';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION, LOCAL_S3_CREDENTIALS, startEmulators } from './emulators';
import { startInsightsRefreshTimer } from './insights-refresh-timer';
import { createLocalClock } from './local-clock';
import { type LocalNotificationOptions, startLocalNotifications } from './local-notifications';
import { createLocalServerApp } from './local-server-app';
import { createLocalPipelineRunner, type LocalPipelineRunner } from './pipeline-runner/local-pipeline-runner';
import { ensureBucket, ensureTable } from './provision';
import { localHostNames } from './sandbox/host-guard';
import { type SandboxKnobs, startSandbox } from './sandbox/sandbox';
import { createSandboxControl, sandboxGraphClient } from './sandbox-control';
import { createSandboxOutbox } from './sandbox-outbox';

/** The app's settings and the images generated per keyword (default 2). */
export type LocalSettings = AppSettings & { imageCount?: number };

export interface LocalStackOptions {
  dataDir: string;
  /** The address the server listens on (`HOST`); a name there is one its pages may be opened at. */
  host?: string;
  admin: InitialAdmin;
  /** The built SPA to serve; omitted by tests that only speak HTTP to the API. */
  spaDir?: string;
  /** The API's and the pipeline's settings (`npm start` reads them from the environment). */
  settings?: LocalSettings;
  /** Parts of this machine's platform replaced: another clock, sandbox, caller address or debug tester. */
  platform?: Partial<Pick<AppPlatform, 'clock' | 'sandbox' | 'clientAddress' | 'debugTester'>>;
  /** Where the stack's clock starts (`LOCAL_CLOCK`, epoch ms): it runs on from there; default, now. */
  clockStartMs?: number;
  /** The upstream clients the pipeline and the debug tester call: every real one, by default. */
  clients?: UpstreamClients;
  /** Builds the API's dependencies on this stack's platform: `createAppDeps` unless a test builds its own. */
  appDeps?: AppDepsBuilder;
  /** Latency and fault knobs of the upstream sandbox this stack starts (tests, benchmarks). */
  sandboxKnobs?: SandboxKnobs;
  /** Mounts `PUT /local/sandbox-knobs` (end-to-end tests; `SANDBOX_CONTROL=1`). */
  sandboxControl?: boolean;
  /** Runs the scheduled insights refresh on a timer, as EventBridge Scheduler does on AWS (off in tests). */
  insightsRefresh?: boolean;
  /** Where notifications go on this machine: the sender, the links back, the delivery timer. */
  notifications?: LocalNotificationOptions;
}

const nodeClientAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (app.request) have no socket
  }
};

/**
 * The whole stack in this process: dynalite and s3rver under `dataDir`, the table and bucket created from
 * the CDK app's definitions, the file secret store, and the same Hono app the Lambda runs.
 */
export async function startLocalStack(options: LocalStackOptions) {
  // The emulators and the sandboxes answer only at this machine's own names (DNS rebinding).
  const hostNames = localHostNames(options.host);
  const emulators = await startEmulators(options.dataDir, hostNames);
  const dynamoClient = new DynamoDBClient({
    endpoint: emulators.dynamoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_DYNAMO_CREDENTIALS,
  });
  const s3 = new S3Client({
    endpoint: emulators.s3Endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_S3_CREDENTIALS,
    // s3rver needs path-style URLs, and stores streamed bodies with chunk framing unless checksums are off.
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await ensureTable(dynamoClient, TABLE_DEFINITION.localName);
  await ensureBucket(s3, IMAGES_BUCKET_DEFINITION.localName);

  const table = createDynamoTable(TABLE_DEFINITION.localName, {
    endpoint: emulators.dynamoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_DYNAMO_CREDENTIALS,
  });
  const secrets = createFileSecretStore(join(options.dataDir, 'secrets.json'));
  // One clock for the app and every sandbox, so a test that moves it moves all of them together.
  const clock = createLocalClock(options.platform?.clock ?? systemClock, options.clockStartMs);
  // The upstream sandbox stands in for every service without saved credentials; the pipeline runs in-process.
  const sandbox = await startSandbox({
    dataDir: join(options.dataDir, 'sandbox'),
    hostNames,
    knobs: options.sandboxKnobs,
    verifiedEmailIdentities: options.notifications?.verifiedEmailIdentities,
    now: clock.now,
  });
  const notificationEmailFrom = options.notifications?.emailFrom ?? LOCAL_EMAIL_FROM;
  const settings: LocalSettings = { ...options.settings, notificationEmailFrom };
  let runner: LocalPipelineRunner | undefined;
  const workflow: WorkflowStarter = { start: (input) => runner!.start(input) };
  const base = {
    table,
    secrets,
    blobs: createS3BlobStore(s3, IMAGES_BUCKET_DEFINITION.localName),
    workflow,
    sandbox,
    ...options.platform,
    clock,
  };
  const clients = options.clients ?? createUpstreamClients(ALL_CLIENT_CONSTRUCTORS);
  const stepDeps = createStepDeps(base, clients, settings.imageCount, settings.aiPrices);
  const platform: AppPlatform = {
    debugTester: inProcessDebugTester(stepDeps),
    // A creative refresh writes its copy here, as the pipeline's ad copy step does (decision 042).
    creativeWriter: createCreativeWriter(stepDeps),
    clientAddress: nodeClientAddress,
    trustForwardedHost: false,
    // The names a browser may reach this server by; any other is refused as a CSRF origin (DNS rebinding).
    siteHostNames: ['localhost', ...(options.host ? [options.host] : [])],
    ...base,
  };
  const deps = (options.appDeps ?? createAppDeps)(platform, settings);
  const adminCreated = await ensureInitialAdmin(deps.users, options.admin, clock, settings.passwordCost);
  await seedDefaultPrompts(deps.prompts, platform.clock);
  runner = createLocalPipelineRunner(stepDeps, { maxConcurrency: settings.pipelineMaxConcurrency });
  // Runs a previous process left unfinished go on (or their keywords are marked Error): none stays in Processing.
  await runner.recover();
  const api = createApp(deps);
  const app = createLocalServerApp({
    api,
    s3,
    bucket: IMAGES_BUCKET_DEFINITION.localName,
    spaDir: options.spaDir,
    local: options.sandboxControl
      ? [
          createSandboxControl({ ...sandbox, clock }, secrets, sandboxGraphClient(sandbox.meta)),
          createSandboxOutbox(sandbox),
        ]
      : [],
  });
  const insightsTimer = options.insightsRefresh ? startInsightsRefreshTimer(deps.insightsRefresh) : undefined;
  const notifications = startLocalNotifications({
    deps,
    sandbox,
    secrets,
    clock: platform.clock,
    options: { ...options.notifications, emailFrom: notificationEmailFrom },
  });

  return {
    app,
    deps,
    table,
    /** The S3 client the app's blob store writes with (tests watch its writes). */
    s3,
    /** The clock the app and the sandboxes read (tests move it). */
    clock,
    dynamoEndpoint: emulators.dynamoEndpoint,
    s3Endpoint: emulators.s3Endpoint,
    secrets,
    adminCreated,
    sandbox,
    pipeline: runner,
    /** The delivery schedule's jobs (tests run them by hand; `npm start` on a timer). */
    notificationJobs: notifications.jobs,
    async close() {
      await insightsTimer?.stop();
      await notifications.close();
      await runner?.close();
      await sandbox.close();
      dynamoClient.destroy();
      s3.destroy();
      table.client.destroy();
      await emulators.close();
    },
  };
}

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

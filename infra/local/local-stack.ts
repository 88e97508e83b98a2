import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppDepsBuilder, AppPlatform, AppSettings } from '../../functions/src/composition/app-deps';
import { bootstrapApi, buildApi, type InitialAdmin } from '../../functions/src/composition/entry-points/api';
import { buildCampaignLaunch } from '../../functions/src/composition/entry-points/campaign-launch';
import { buildInsightsRefresh } from '../../functions/src/composition/entry-points/insights-refresh';
import { localPipeline } from '../../functions/src/composition/local/local-pipeline';
import { type LocalChoices, localPlatform } from '../../functions/src/composition/local/local-platform';
import { LOCAL_EMAIL_FROM } from '../../functions/src/composition/notification-deps';
import { systemClock } from '../../functions/src/ports/clock';
import type { WorkflowStarter } from '../../functions/src/ports/workflow';
import { IMAGES_BUCKET_DEFINITION, TABLE_DEFINITION } from '../data-definitions';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION, LOCAL_S3_CREDENTIALS, startEmulators } from './emulators';
import { startHeldRunsTimer } from './held-runs-timer';
import { startInsightsRefreshTimer } from './insights-refresh-timer';
import { createLocalLaunchRunner } from './launch-runner';
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
  /** The timeouts and retries of the upstream clients the pipeline and the debug tester call. */
  providerOptions?: LocalChoices['providerOptions'];
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
  const launches = createLocalLaunchRunner(clock);
  const local = { endpoint: '', region: LOCAL_REGION, credentials: LOCAL_DYNAMO_CREDENTIALS };
  const platform = localPlatform(
    {
      dynamo: { ...local, endpoint: emulators.dynamoEndpoint, tableName: TABLE_DEFINITION.localName },
      s3,
      bucket: IMAGES_BUCKET_DEFINITION.localName,
      ses: { ...local, endpoint: sandbox.ses.endpoint },
      secretsFile: join(options.dataDir, 'secrets.json'),
    },
    // A test may run the app as on AWS, with no sandbox endpoints, while the sandbox still runs.
    options.platform && 'sandbox' in options.platform ? options.platform.sandbox : sandbox,
    {
      clock,
      workflow,
      launches: launches.starter,
      providerOptions: options.providerOptions,
      settings,
      debugTester: options.platform?.debugTester,
    },
  );
  const { table, secrets } = platform;
  const { deps, app: api } = buildApi(
    platform,
    {
      clientAddress: options.platform?.clientAddress ?? nodeClientAddress,
      trustForwardedHost: false,
      // The names a browser may reach this server by; any other is refused as a CSRF origin (DNS rebinding).
      siteHostNames: ['localhost', ...(options.host ? [options.host] : [])],
    },
    settings,
    options.appDeps,
  );
  const adminCreated = await bootstrapApi(deps, async () => options.admin, {
    clock,
    passwordCost: settings.passwordCost,
  });
  runner = createLocalPipelineRunner(localPipeline(platform, settings), {
    maxConcurrency: settings.pipelineMaxConcurrency,
  });
  // Runs a previous process left unfinished go on (or their keywords are marked Error): none stays in Processing.
  await runner.recover();
  const heldRunsTimer = startHeldRunsTimer(runner);
  // Launches a previous process left running go on, as the AWS schedule resumes them.
  await launches.attach(buildCampaignLaunch(platform));
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
  // The refresh and the deliveries are built as their AWS functions build them, on this machine's platform.
  const insightsTimer = options.insightsRefresh
    ? startInsightsRefreshTimer(buildInsightsRefresh(platform))
    : undefined;
  const notifications = startLocalNotifications(platform, {
    ...options.notifications,
    emailFrom: notificationEmailFrom,
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
    /** The in-process launch runner (tests wait for it). */
    launches,
    /** The delivery schedule's jobs (tests run them by hand; `npm start` on a timer). */
    notificationJobs: notifications.jobs,
    async close() {
      clearInterval(heldRunsTimer);
      await insightsTimer?.stop();
      await notifications.close();
      await runner?.close();
      await launches.close();
      platform.close();
      await sandbox.close();
      dynamoClient.destroy();
      s3.destroy();
      table.client.destroy();
      await emulators.close();
    },
  };
}

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

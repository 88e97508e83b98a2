import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { AppDeps } from '../../functions/src/api/app';
import { LOCAL_EMAIL_FROM } from '../../functions/src/composition/notification-deps';
import { createDeliveryWorker } from '../../functions/src/domain/notifications/delivery-worker';
import { createNotificationJobs } from '../../functions/src/domain/notifications/notification-jobs';
import { createNotificationSecrets } from '../../functions/src/domain/notifications/notification-secrets';
import type { Clock } from '../../functions/src/ports/clock';
import type { SecretStore } from '../../functions/src/ports/secrets';
import type { RetryPolicy } from '../../functions/src/providers/retry';
import { createSesEmailSender } from '../../functions/src/providers/ses/ses-email';
import { createSlackSender } from '../../functions/src/providers/slack/slack-webhook';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION } from './emulators';
import { startNotificationTimer } from './notification-timer';
import type { Sandbox } from './sandbox/sandbox';

export interface LocalNotificationOptions {
  /** The sender address (`NOTIFICATION_EMAIL_FROM`); default `LOCAL_EMAIL_FROM`. */
  emailFrom?: string;
  /** The senders SES accepts (default: the sandbox's domain); another is refused, as SES refuses one. */
  verifiedEmailIdentities?: string[];
  /** The product's address for links back (`npm start`: `http://localhost:PORT`). */
  siteUrl?: string;
  /** Sends due deliveries on a timer, as the schedule does on AWS (off in tests, which call `jobs.run`). */
  deliveryTimer?: boolean;
  /** Tests: a shorter retry ladder, and Slack's in-attempt retries without real waits. */
  backoffMs?: readonly number[];
  slackPolicy?: Partial<RetryPolicy>;
}

/**
 * Delivery on this machine: the same worker as the AWS delivery function, with Slack going to the saved
 * webhook or, while none is saved, to the Slack sandbox, and e-mail to the SES v2 emulator through the
 * same SDK client.
 */
export function startLocalNotifications(context: {
  deps: AppDeps;
  sandbox: Sandbox;
  secrets: SecretStore;
  clock: Clock;
  options: LocalNotificationOptions;
}) {
  const { deps, sandbox, options } = context;
  const ses = new SESv2Client({
    endpoint: sandbox.ses.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_DYNAMO_CREDENTIALS,
    // The worker owns retries (a ladder across runs); the SDK sends each attempt once.
    maxAttempts: 1,
  });
  const secrets = createNotificationSecrets(context.secrets);
  const worker = createDeliveryWorker({
    stores: deps.notificationStores,
    slack: createSlackSender({ policy: options.slackPolicy, sandboxWebhook: sandbox.slack.webhookUrl }),
    email: createSesEmailSender(ses),
    slackWebhook: async () => (await secrets.slackWebhookUrl()) ?? sandbox.slack.webhookUrl,
    emailFrom: options.emailFrom ?? LOCAL_EMAIL_FROM,
    siteUrl: options.siteUrl ?? 'http://localhost',
    notifier: deps.notifier,
    clock: context.clock,
    backoffMs: options.backoffMs,
  });
  const jobs = createNotificationJobs({
    worker,
    watchdog: deps.notificationWatchdog,
    notifications: deps.notificationStores.notifications,
    clock: context.clock,
    purgeExpired: true,
  });
  const timer = options.deliveryTimer ? startNotificationTimer(jobs) : undefined;
  return {
    jobs,
    async close() {
      await timer?.stop();
      ses.destroy();
    },
  };
}

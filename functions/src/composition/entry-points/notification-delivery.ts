import { createDeliveryWorker } from '../../domain/notifications/delivery-worker';
import { createNotificationJobs } from '../../domain/notifications/notification-jobs';
import { createNotificationSecrets } from '../../domain/notifications/notification-secrets';
import { createNotificationWatchdog } from '../../domain/notifications/watchdog';
import type { RetryPolicy } from '../../providers/retry';
import { createSlackSender } from '../../providers/slack/slack-webhook';
import { createMetaDeps } from '../meta-deps';
import { createNotificationDeps } from '../notification-deps';
import type { Platform } from '../platform';

export interface DeliverySettings {
  /** The sender address (`NOTIFICATION_EMAIL_FROM`). */
  emailFrom: string;
  /** The product's address, for the links back in Slack messages and e-mail. */
  siteUrl: string;
  /** Tests: a shorter retry ladder, and Slack's in-attempt retries without real waits. */
  backoffMs?: readonly number[];
  slackPolicy?: Partial<RetryPolicy>;
}

/**
 * The delivery schedule's jobs (decision 031): the due Slack and e-mail deliveries, then the watchdog
 * (stale insights, the Meta token), then, where the table does not expire items itself, the purge. Slack
 * goes to the saved webhook or, on the local stack while none is saved, to the Slack sandbox.
 */
export function buildNotificationDelivery(platform: Platform, settings: DeliverySettings) {
  const notifications = createNotificationDeps(platform);
  const { refreshWatch } = createMetaDeps(platform, notifications);
  const webhook = createNotificationSecrets(platform.secrets);
  const sandboxWebhook = platform.sandbox?.slack?.webhookUrl;
  return createNotificationJobs({
    worker: createDeliveryWorker({
      stores: notifications.stores,
      slack: createSlackSender({ policy: settings.slackPolicy, sandboxWebhook }),
      email: platform.email,
      slackWebhook: async () => (await webhook.slackWebhookUrl()) ?? sandboxWebhook,
      emailFrom: settings.emailFrom,
      siteUrl: settings.siteUrl,
      notifier: notifications.notifier,
      clock: platform.clock,
      backoffMs: settings.backoffMs,
    }),
    watchdog: createNotificationWatchdog({ ...refreshWatch, watch: notifications.stores.watch }),
    notifications: notifications.stores.notifications,
    clock: platform.clock,
    purgeExpired: !platform.tableExpiresItems,
  });
}

export type NotificationDeliveryEntry = ReturnType<typeof buildNotificationDelivery>;

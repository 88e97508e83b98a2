import { SESv2Client } from '@aws-sdk/client-sesv2';
import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import { createDeliveryWorker } from '../../domain/notifications/delivery-worker';
import { createNotificationJobs } from '../../domain/notifications/notification-jobs';
import { createNotificationSecrets } from '../../domain/notifications/notification-secrets';
import { createNotificationWatchdog } from '../../domain/notifications/watchdog';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import { systemClock } from '../../ports/clock';
import { createSesEmailSender } from '../../providers/ses/ses-email';
import { createSlackSender } from '../../providers/slack/slack-webhook';
import type { LambdaConfig } from '../config';
import type * as part from '../config-parts';
import { createMetaDeps } from '../meta-deps';
import { createNotificationDeps } from '../notification-deps';
import { grantedSecretStore } from './granted-secrets';

type DeliveryConfig = LambdaConfig<
  | typeof part.table
  | typeof part.notificationSecret
  | typeof part.metaSecret
  | typeof part.warehouseSecret
  | typeof part.notificationSender
  | typeof part.siteUrl
>;

/**
 * The delivery schedule's jobs on what the delivery function was given: the due Slack and e-mail
 * deliveries, then the watchdog (stale insights, the Meta token), decision 031. The local server's timer
 * builds the same jobs (`infra/local/local-notifications.ts`).
 */
export function createLambdaNotificationDelivery(config: DeliveryConfig) {
  const platform = {
    table: createDynamoTable(config.TABLE_NAME),
    secrets: grantedSecretStore(config),
    clock: systemClock,
  };
  const notifications = createNotificationDeps(platform);
  const { refreshWatch } = createMetaDeps(platform, notifications);
  const webhook = createNotificationSecrets(platform.secrets);
  return createNotificationJobs({
    worker: createDeliveryWorker({
      stores: notifications.stores,
      slack: createSlackSender(),
      // The worker owns retries (a ladder across invocations): the SDK sends each attempt once.
      email: createSesEmailSender(capturedAwsClient(new SESv2Client({ maxAttempts: 1 }))),
      slackWebhook: () => webhook.slackWebhookUrl(),
      emailFrom: config.NOTIFICATION_EMAIL_FROM,
      siteUrl: config.SITE_URL,
      notifier: notifications.notifier,
      clock: platform.clock,
    }),
    watchdog: createNotificationWatchdog({ ...refreshWatch, watch: notifications.stores.watch }),
    notifications: notifications.stores.notifications,
    clock: platform.clock,
    // DynamoDB's TTL deletes expired notifications on AWS; every read leaves them out meanwhile.
    purgeExpired: false,
  });
}

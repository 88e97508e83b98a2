import { readLambdaConfig } from '../composition/config';
import * as part from '../composition/config-parts';
import { buildNotificationDelivery } from '../composition/entry-points/notification-delivery';
import { lambdaPlatform } from '../composition/lambda/lambda-platform';
import { sesEmail } from '../composition/lambda/ses-email';
import { type LambdaInvocationContext, startInvocation } from '../lib/logger';

const config = readLambdaConfig(process.env, [
  part.table,
  part.notificationSecret,
  part.metaSecret,
  part.warehouseSecret,
  part.notificationSender,
  part.siteUrl,
]);
const jobs = buildNotificationDelivery(lambdaPlatform(config, { email: sesEmail }), {
  emailFrom: config.NOTIFICATION_EMAIL_FROM,
  siteUrl: config.SITE_URL,
});

/** Every minute (an EventBridge rule): the due notification deliveries, then the watchdog's checks. */
export const handler = async (_event: unknown, context?: LambdaInvocationContext) => {
  startInvocation(context);
  return jobs.run();
};

import { readLambdaConfig } from '../composition/config';
import * as part from '../composition/config-parts';
import { createLambdaNotificationDelivery } from '../composition/lambda/lambda-notification-delivery';
import { type LambdaInvocationContext, startInvocation } from '../lib/logger';

const jobs = createLambdaNotificationDelivery(
  readLambdaConfig(process.env, [
    part.table,
    part.notificationSecret,
    part.metaSecret,
    part.warehouseSecret,
    part.notificationSender,
    part.siteUrl,
  ]),
);

/** Every minute (an EventBridge rule): the due notification deliveries, then the watchdog's checks. */
export const handler = async (_event: unknown, context?: LambdaInvocationContext) => {
  startInvocation(context);
  return jobs.run();
};

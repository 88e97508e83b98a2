import type { DeliverySettings } from '../../functions/src/composition/entry-points/notification-delivery';
import { buildNotificationDelivery } from '../../functions/src/composition/entry-points/notification-delivery';
import type { Platform } from '../../functions/src/composition/platform';
import { startNotificationTimer } from './notification-timer';

export interface LocalNotificationOptions
  extends Partial<Pick<DeliverySettings, 'backoffMs' | 'slackPolicy'>> {
  /** The sender address (`NOTIFICATION_EMAIL_FROM`); default `LOCAL_EMAIL_FROM`. */
  emailFrom?: string;
  /** The senders SES accepts (default: the sandbox's domain); another is refused, as SES refuses one. */
  verifiedEmailIdentities?: string[];
  /** The product's address for links back (`npm start`: `http://localhost:PORT`). */
  siteUrl?: string;
  /** Sends due deliveries on a timer, as the schedule does on AWS (off in tests, which call `jobs.run`). */
  deliveryTimer?: boolean;
}

/**
 * Delivery on this machine: the delivery function's jobs, built on the local platform (e-mail to the SES
 * emulator, Slack to the saved webhook or the Slack sandbox), run on a timer when asked.
 */
export function startLocalNotifications(
  platform: Platform,
  options: LocalNotificationOptions & { emailFrom: string },
) {
  const jobs = buildNotificationDelivery(platform, {
    emailFrom: options.emailFrom,
    siteUrl: options.siteUrl ?? 'http://localhost',
    backoffMs: options.backoffMs,
    slackPolicy: options.slackPolicy,
  });
  const timer = options.deliveryTimer ? startNotificationTimer(jobs) : undefined;
  return {
    jobs,
    async close() {
      await timer?.stop();
    },
  };
}

import { NOTIFICATION_CHANNEL_LABELS } from '#shared/schemas/notification-settings';
import { logger } from '../../lib/logger';
import { emitMetric } from '../../lib/metrics';
import type { Clock } from '../../ports/clock';
import type { EmailSender, SlackSender } from '../../ports/notification-channels';
import type { DeliveryRecord, NotificationStores } from '../../ports/notifications';
import { ProviderError, ProviderTransientError } from '../../ports/provider-error';
import { plural } from '../processing/run-log-lines';
import { effectiveSettings } from './effective-settings';
import type { Notifier } from './notifier';
import { emailMessage, slackMessage } from './outbound-message';

/**
 * Waits before the 2nd, 3rd... attempt: six attempts over about an hour and three quarters (a `Retry-After`
 * longer than the wait is a floor). A fixed ladder rather than jitter: the sweep runs every minute, which
 * spreads the attempts enough, and the retry window stays the same every time.
 */
const DELIVERY_BACKOFF_MS: readonly number[] = [30_000, 120_000, 600_000, 1_800_000, 3_600_000];
/** Longer than one attempt takes with its own short retries; a worker gone past it stopped mid-send. */
const DELIVERY_LEASE_MS = 2 * 60_000;
const SWEEP_LIMIT = 50;
const INTERRUPTED =
  'Interrupted while sending (the worker stopped): not sent again, so it cannot arrive twice';

export interface DeliveryWorkerDeps {
  stores: Pick<NotificationStores, 'notifications' | 'deliveries' | 'settings'>;
  slack: SlackSender;
  email: EmailSender;
  /** The saved webhook URL, or locally the Slack sandbox's while none is saved. */
  slackWebhook: () => Promise<string | undefined>;
  /** The address e-mail is sent from (configuration: the SES identity). */
  emailFrom: string;
  /** The product's address, for the links back. */
  siteUrl: string;
  /** A delivery that keeps failing raises an in-product warning. */
  notifier: Notifier;
  clock: Clock;
  backoffMs?: readonly number[];
}

export interface SweepOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

const reasonOf = (error: unknown) =>
  error instanceof ProviderError ? error.reason : error instanceof Error ? error.message : String(error);

/**
 * Sends what is due: each pending delivery is claimed (pending -> sending, conditional on the attempt it
 * is at), sent once, then marked sent, put back to pending with a later due time, or failed with the
 * service's reason. A delivery left in `sending` by a worker that stopped is failed, never sent again: it
 * may have arrived. Runs on the delivery schedule on AWS and on a timer locally, never inside the work
 * that raised the notification.
 */
export function createDeliveryWorker(deps: DeliveryWorkerDeps) {
  const { deliveries } = deps.stores;
  const backoff = deps.backoffMs ?? DELIVERY_BACKOFF_MS;
  const maxAttempts = backoff.length + 1;
  const iso = () => new Date(deps.clock.now()).toISOString();

  async function tellFailure(delivery: DeliveryRecord, attempts: number, reason: string) {
    const channel = NOTIFICATION_CHANNEL_LABELS[delivery.channel];
    await deps.notifier.raise({
      kind: 'delivery_failed',
      severity: 'warning',
      title: `${channel} delivery failed: ${delivery.title}`,
      message: `${reason}\nGave up after ${plural(attempts, 'attempt')}. Check Settings > Notifications.`,
      link: '/settings?tab=notifications',
      conditionKey: `delivery-failed#${delivery.channel}`,
    });
  }

  async function send(delivery: DeliveryRecord) {
    const notification = await deps.stores.notifications.get(delivery.notificationId);
    if (!notification || notification.expiresAtMs <= deps.clock.now())
      throw new ProviderError({
        provider: delivery.channel === 'slack' ? 'slack' : 'ses',
        reason: 'The notification expired before it was sent',
      });
    if (delivery.channel === 'slack') {
      const webhook = await deps.slackWebhook();
      if (!webhook) throw new ProviderError({ provider: 'slack', reason: 'No Slack webhook URL is saved' });
      await deps.slack.send(webhook, slackMessage(notification, deps.siteUrl));
      return;
    }
    const to = effectiveSettings(await deps.stores.settings.get()).emailRecipients;
    if (to.length === 0)
      throw new ProviderError({ provider: 'ses', reason: 'No e-mail recipients are saved' });
    await deps.email.send(emailMessage(notification, deps.siteUrl, { from: deps.emailFrom, to }));
  }

  async function deliver(delivery: DeliveryRecord): Promise<keyof SweepOutcome | undefined> {
    if (delivery.state === 'sending') {
      if (!(await deliveries.failed(delivery, delivery.attempts, INTERRUPTED, iso()))) return undefined;
      await tellFailure(delivery, delivery.attempts, INTERRUPTED);
      return 'failed';
    }
    if (!(await deliveries.claim(delivery, deps.clock.now() + DELIVERY_LEASE_MS, iso()))) return undefined;
    const attempt = delivery.attempts + 1;
    try {
      await send(delivery);
    } catch (error) {
      const reason = reasonOf(error);
      // Anything but a provider's final answer may pass (a storage hiccup, a bug fixed by a deploy).
      const retryable = !(error instanceof ProviderError) || error.retryable;
      if (retryable && attempt < maxAttempts) {
        const retryAfterMs = error instanceof ProviderTransientError ? (error.retryAfterMs ?? 0) : 0;
        const dueAtMs = deps.clock.now() + Math.max(backoff[attempt - 1] ?? 0, retryAfterMs);
        await deliveries.retryLater(delivery, attempt, dueAtMs, reason, iso());
        return 'retrying';
      }
      await deliveries.failed(delivery, attempt, reason, iso());
      logger.warn('A notification delivery failed for good', { channel: delivery.channel, reason, attempt });
      await tellFailure(delivery, attempt, reason);
      return 'failed';
    }
    await deliveries.sent(delivery, attempt, iso());
    await deps.notifier.clear(`delivery-failed#${delivery.channel}`);
    return 'sent';
  }

  return {
    async sweep(): Promise<SweepOutcome> {
      const outcome: SweepOutcome = { sent: 0, retrying: 0, failed: 0 };
      for (const delivery of await deliveries.due(deps.clock.now(), SWEEP_LIMIT)) {
        try {
          const result = await deliver(delivery);
          if (result) outcome[result] += 1;
          if (result === 'sent') emitMetric('NotificationDeliveriesSent', 1, { Channel: delivery.channel });
          if (result === 'failed')
            emitMetric('NotificationDeliveriesFailed', 1, { Channel: delivery.channel });
        } catch (error) {
          logger.error('Could not move a notification delivery', {
            delivery: delivery.notificationId,
            error,
          });
        }
      }
      return outcome;
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;

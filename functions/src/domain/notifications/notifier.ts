import type { NotificationKind, NotificationSeverity } from '#shared/schemas/notifications';
import { logger } from '../../lib/logger';
import type { Clock } from '../../ports/clock';
import type { DeliveryRecord, NotificationRecord, NotificationStores } from '../../ports/notifications';
import { effectiveSettings, plannedChannels } from './effective-settings';
import { notificationId } from './notification-ids';

const DAY_MS = 24 * 60 * 60_000;
const TITLE_MAX = 200;
const MESSAGE_MAX = 3000;

export interface NotificationInput {
  kind: NotificationKind;
  severity: NotificationSeverity;
  title: string;
  message: string;
  /** A path of this product to open (`/keywords?status=Error`). */
  link?: string | null;
  /**
   * The condition this notification reports (`insights-refresh-failed`): while it is open, raising it again
   * raises nothing; `clear` closes it. Also an idempotency key: one notification per run, per evaluation.
   */
  conditionKey?: string;
}

/** Raises notifications for the rest of the product; never throws (see `raise`). */
export interface Notifier {
  /**
   * Stores the notification, counts it unread for every user and records its Slack and e-mail deliveries
   * as pending. Resolves its id, or undefined when its condition was open already. A failure here is
   * logged and swallowed: a notification never fails or holds up the work that raised it.
   */
  raise(input: NotificationInput): Promise<string | undefined>;
  /** The condition is over: the next time it starts it is news again. */
  clear(conditionKey: string): Promise<void>;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function createNotifier(deps: {
  stores: NotificationStores;
  clock: Clock;
  /** Locally, Slack messages go to the Slack sandbox while no webhook is saved. */
  slackSandbox?: boolean;
}): Notifier {
  const { stores, clock } = deps;

  async function raise(input: NotificationInput) {
    const nowMs = clock.now();
    const settings = effectiveSettings(await stores.settings.get());
    const id = notificationId(nowMs);
    const expiresAtMs = nowMs + settings.retentionDays * DAY_MS;
    if (input.conditionKey) {
      const opened = await stores.notifications.openCondition(input.conditionKey, id, expiresAtMs, nowMs);
      if (!opened) return undefined;
    }
    const createdAt = new Date(nowMs).toISOString();
    const notification: NotificationRecord = {
      id,
      kind: input.kind,
      severity: input.severity,
      title: cut(input.title, TITLE_MAX),
      message: cut(input.message, MESSAGE_MAX),
      link: input.link ?? null,
      createdAt,
      expiresAtMs,
    };
    await stores.notifications.put(notification);
    await stores.readState.countRaised(id);
    const channels = plannedChannels(input.kind, input.severity, settings, deps.slackSandbox === true);
    const deliveries: DeliveryRecord[] = channels.map((channel) => ({
      notificationId: id,
      channel,
      title: notification.title,
      state: 'pending',
      attempts: 0,
      lastError: null,
      dueAtMs: nowMs,
      createdAt,
      updatedAt: createdAt,
      expiresAtMs,
    }));
    await stores.deliveries.add(deliveries);
    return id;
  }

  return {
    async raise(input) {
      try {
        return await raise(input);
      } catch (error) {
        logger.error('Could not raise a notification', { kind: input.kind, title: input.title, error });
        return undefined;
      }
    },
    async clear(conditionKey) {
      try {
        await stores.notifications.clearCondition(conditionKey);
      } catch (error) {
        logger.error('Could not clear a notification condition', { conditionKey, error });
      }
    },
  };
}

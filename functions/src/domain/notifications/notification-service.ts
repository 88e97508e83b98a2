import type { NotificationsQuery, NotificationsResponse } from '#shared/schemas/notifications';
import type { Clock } from '../../ports/clock';
import type { NotificationRecord, NotificationStores, UnreadCounter } from '../../ports/notifications';
import type { UserRepository } from '../../ports/users';
import { notFound } from '../domain-error';
import { readAllMark } from './notification-ids';

/** What `markRead` refuses: an id that names no notification, or one that expired. */
const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** What the bell, its menu and the notifications page read and do, for the signed-in user. */
export interface NotificationService {
  list(userId: string, query: NotificationsQuery): Promise<NotificationsResponse>;
  /** One key read, whatever the number of notifications. */
  unreadCount(userId: string): Promise<number>;
  /** Refuses an unknown or expired id (`not_found`); resolves the user's unread count after. */
  markRead(userId: string, id: string): Promise<number>;
  readAll(userId: string): Promise<number>;
}

const view = (record: NotificationRecord, read: boolean) => ({
  id: record.id,
  kind: record.kind,
  severity: record.severity,
  title: record.title,
  message: record.message,
  link: record.link,
  createdAt: record.createdAt,
  read,
});

export function createNotificationService(deps: {
  stores: Pick<NotificationStores, 'notifications' | 'readState'>;
  users: Pick<UserRepository, 'findById'>;
  clock: Clock;
}): NotificationService {
  const { notifications, readState } = deps.stores;

  /**
   * A user's first counter: unread history starts at their account's creation, so what was raised before
   * they joined is history, and what was raised since (a fresh install's first run, before they opened a
   * page) is news. Counted once, here; from then on every raise adds to the counter (decision 031).
   */
  async function startCounter(userId: string): Promise<UnreadCounter> {
    const createdMs = Date.parse((await deps.users.findById(userId))?.createdAt ?? '');
    const nowMs = deps.clock.now();
    // Its millisecond counts as before: a raise in the very instant the account was made is history.
    const readAllAt = readAllMark(Number.isNaN(createdMs) ? nowMs : createdMs);
    return readState.ensureCounter(userId, readAllAt, await notifications.countAfter(readAllAt, nowMs));
  }

  /** The user's counter: one key read once it exists. */
  const counterOf = async (userId: string): Promise<UnreadCounter> =>
    (await readState.counter(userId)) ?? startCounter(userId);

  return {
    async list(userId, query) {
      const counter = await counterOf(userId);
      const marksOf = (ids: string[]) => readState.readMarks(userId, ids);
      const page = await notifications.page({
        before: query.cursor,
        limit: query.limit,
        kind: query.kind,
        severity: query.severity,
        nowMs: deps.clock.now(),
        ...(query.unread ? { after: counter.readAllAt, skip: marksOf } : {}),
      });
      const ids = page.notifications.map((n) => n.id);
      const marks = query.unread ? new Set<string>() : await marksOf(ids);
      const shown = page.notifications.map((n) =>
        view(n, !query.unread && (n.id <= counter.readAllAt || marks.has(n.id))),
      );
      let unreadCount = counter.unread;
      // The whole unread list in one page: the count must say the same. It drifts only when an unread
      // notification expires (TTL removes it without a word), and is set right here.
      const wholeUnreadList = query.unread && !query.cursor && !query.kind && !query.severity;
      if (wholeUnreadList && page.nextCursor === null && shown.length !== counter.unread) {
        await readState.correct(userId, counter.unread, shown.length);
        unreadCount = shown.length;
      }
      return { notifications: shown, unreadCount, nextCursor: page.nextCursor };
    },

    async unreadCount(userId) {
      return (await counterOf(userId)).unread;
    },

    async markRead(userId, id) {
      const notification = await notifications.get(id);
      if (!notification || notification.expiresAtMs <= deps.clock.now())
        throw notFound(NOTIFICATION_NOT_FOUND);
      const counter = await counterOf(userId);
      if (id > counter.readAllAt) await readState.markRead(userId, id, notification.expiresAtMs);
      return (await counterOf(userId)).unread;
    },

    async readAll(userId) {
      await readState.readAll(userId, readAllMark(deps.clock.now()));
      return 0;
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import type { NotificationStores, UnreadCounter } from '../../ports/notifications';
import { readAllMark } from './notification-ids';
import { createNotificationService } from './notification-service';

const CREATED = '2026-11-20T12:00:00.000Z';
const NOW = Date.parse('2026-11-21T08:00:00.000Z');

/** A read state holding `counters`, notifications counted as `raisedSince` says, one user made at CREATED. */
function service(counters: Map<string, UnreadCounter>, raisedSince = 3) {
  const readState = {
    counter: vi.fn(async (userId: string) => counters.get(userId)),
    ensureCounter: vi.fn(async (userId: string, readAllAt: string, unread: number) => {
      counters.set(userId, { readAllAt, unread });
      return { readAllAt, unread };
    }),
  };
  const notifications = { countAfter: vi.fn(async () => raisedSince) };
  const users = { findById: vi.fn(async () => ({ createdAt: CREATED }) as never) };
  const notificationService = createNotificationService({
    stores: { readState, notifications } as unknown as NotificationStores,
    users,
    clock: { now: () => NOW },
  });
  return { notificationService, readState, notifications, users };
}

describe('the unread count', () => {
  it("starts at the account's creation: what was raised since counts, before the first visit too", async () => {
    const { notificationService, notifications, readState } = service(new Map());

    expect(await notificationService.unreadCount('u-1')).toBe(3);
    const mark = readAllMark(Date.parse(CREATED));
    expect(notifications.countAfter).toHaveBeenCalledWith(mark, NOW);
    expect(readState.ensureCounter).toHaveBeenCalledWith('u-1', mark, 3);
  });

  it('costs one key read once the counter exists: no user read, no counting', async () => {
    const counters = new Map([['u-1', { readAllAt: readAllMark(NOW), unread: 5 }]]);
    const { notificationService, notifications, users, readState } = service(counters);

    expect(await notificationService.unreadCount('u-1')).toBe(5);
    expect(readState.counter).toHaveBeenCalledTimes(1);
    expect(users.findById).not.toHaveBeenCalled();
    expect(notifications.countAfter).not.toHaveBeenCalled();
  });
});

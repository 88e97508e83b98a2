import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationsResponse } from '#shared/schemas/notifications';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import type { NotificationInput } from '../../functions/src/domain/notifications/notifier';

/** A clock the test moves: notifications expire after days, which no test waits for. */
let nowMs = Date.parse('2026-11-20T12:00:00Z');
const clock = { now: () => nowMs };

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack({ clock });
  admin = await t.signIn();
});
afterAll(() => t.close());

let sequence = 0;
/** Raises a notification through the product's notifier, a millisecond after the last one. */
async function raise(overrides: Partial<NotificationInput> = {}) {
  nowMs += 1;
  sequence += 1;
  return t.stack.deps.notifier.raise({
    kind: 'run_finished',
    severity: 'info',
    title: `Run ${sequence} finished`,
    message: `${sequence} keywords processed`,
    link: '/keywords',
    ...overrides,
  });
}

const list = async (cookie: string, query = '') => {
  const response = await t.call('GET', `/api/notifications${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationsResponse;
};
const unreadCount = async (cookie: string) => {
  const response = await t.call('GET', '/api/notifications/unread-count', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { unreadCount: number }).unreadCount;
};
/** A new user of `role`, signed in, who has opened the product once (and so has a counter). */
async function newMember(role: 'viewer' | 'writer' | 'editor' | 'admin' = 'viewer') {
  const { email, password } = await addUser(t, admin, { role });
  const cookie = await t.signIn(email, password);
  expect(await unreadCount(cookie)).toBe(0);
  return cookie;
}

describe('notifications', () => {
  it('are listed newest first with a cursor that reads on, to every role', async () => {
    const viewer = await newMember('viewer');
    const ids = [await raise(), await raise(), await raise()];

    const first = await list(viewer, '?limit=2');
    expect(first.notifications.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    expect(first.notifications[0]).toMatchObject({
      kind: 'run_finished',
      severity: 'info',
      link: '/keywords',
      read: false,
    } satisfies Partial<Notification>);
    const second = await list(viewer, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications[0]?.id).toBe(ids[0]);
  });

  it('count unread per user: a read mark is the reader’s own', async () => {
    const [me, colleague] = [await newMember('writer'), await newMember('editor')];
    const id = await raise({ severity: 'error' });
    expect([await unreadCount(me), await unreadCount(colleague)]).toEqual([1, 1]);

    const marked = await t.call('POST', `/api/notifications/${id}/read`, { cookie: me });

    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ unreadCount: 0 });
    expect(await unreadCount(me)).toBe(0);
    expect(await unreadCount(colleague)).toBe(1);
    expect((await list(me)).notifications.find((n) => n.id === id)?.read).toBe(true);
    expect((await list(colleague)).notifications.find((n) => n.id === id)?.read).toBe(false);
    // Marking it again changes nothing.
    await t.call('POST', `/api/notifications/${id}/read`, { cookie: me });
    expect(await unreadCount(me)).toBe(0);
  });

  it('start a new member with nothing unread: what came before they joined is history', async () => {
    await raise();
    const member = await newMember();
    expect((await list(member, '?unread=true')).notifications).toEqual([]);
    await raise();
    expect(await unreadCount(member)).toBe(1);
  });

  it('start a member’s unread history at their account’s creation, not at their first visit', async () => {
    await raise();
    const { email, password } = await addUser(t, admin, { role: 'viewer' });
    // Raised after the account was made, before its owner opened a page (a fresh install's first run).
    const since = [await raise({ severity: 'error' }), await raise()];
    const member = await t.signIn(email, password);

    expect(await unreadCount(member)).toBe(2);
    expect((await list(member, '?unread=true')).notifications.map((n) => n.id)).toEqual(since.reverse());
    await raise();
    expect(await unreadCount(member)).toBe(3);
  });

  it('are all read after "mark all as read", and the next one is unread again', async () => {
    const member = await newMember();
    await raise();
    await raise();
    expect(await unreadCount(member)).toBe(2);

    const response = await t.call('POST', '/api/notifications/read-all', { cookie: member });

    expect(await response.json()).toEqual({ unreadCount: 0 });
    expect(await unreadCount(member)).toBe(0);
    expect((await list(member, '?unread=true')).notifications).toEqual([]);
    const next = await raise();
    expect((await list(member, '?unread=true')).notifications.map((n) => n.id)).toEqual([next]);
    expect(await unreadCount(member)).toBe(1);
  });

  it('filter by kind and severity, and by unread', async () => {
    const member = await newMember();
    const warning = await raise({ kind: 'insights_refresh', severity: 'warning' });
    const error = await raise({ kind: 'meta_access', severity: 'error' });
    const read = await raise({ kind: 'meta_access', severity: 'error' });
    await t.call('POST', `/api/notifications/${read}/read`, { cookie: member });

    expect((await list(member, '?kind=insights_refresh')).notifications.map((n) => n.id)).toContain(warning);
    expect(
      (await list(member, '?kind=insights_refresh')).notifications.every(
        (n) => n.kind === 'insights_refresh',
      ),
    ).toBe(true);
    const errors = await list(member, '?severity=error&kind=meta_access');
    expect(errors.notifications.slice(0, 2).map((n) => n.id)).toEqual([read, error]);
    expect((await list(member, '?unread=true')).notifications.map((n) => n.id)).toEqual([error, warning]);
  });

  it('raise a repeated condition once, until it clears', async () => {
    const member = await newMember();
    const conditionKey = `test-condition-${Date.now()}`;
    const first = await raise({ kind: 'insights_refresh', severity: 'error', conditionKey });
    expect(first).toBeDefined();
    expect(await raise({ kind: 'insights_refresh', severity: 'error', conditionKey })).toBeUndefined();
    expect(await unreadCount(member)).toBe(1);

    await t.stack.deps.notifier.clear(conditionKey);

    expect(await raise({ kind: 'insights_refresh', severity: 'error', conditionKey })).toBeDefined();
    expect(await unreadCount(member)).toBe(2);
  });

  it('refuse bad queries and unknown ids with a message', async () => {
    for (const query of ['?kind=nope', '?severity=fatal', '?unread=yes', '?cursor=bad', '?limit=51']) {
      const response = await t.call('GET', `/api/notifications${query}`, { cookie: admin });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    const missing = await t.call('POST', '/api/notifications/20261120T120000000Z-00000000/read', {
      cookie: admin,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Notification not found' });
  });

  it('expire after the retention period: gone from the list, the count and the store', async () => {
    const { email, password } = await addUser(t, admin, { role: 'viewer' });
    expect(await unreadCount(await t.signIn(email, password))).toBe(0);
    const old = await raise();
    nowMs += 91 * 24 * 60 * 60_000;
    const member = await t.signIn(email, password); // the session ended with the days
    const fresh = await raise();
    expect(await unreadCount(member)).toBe(2);

    const shown = (await list(member)).notifications.map((n) => n.id);
    expect(shown).toContain(fresh);
    expect(shown).not.toContain(old);
    expect((await t.call('POST', `/api/notifications/${old}/read`, { cookie: member })).status).toBe(404);
    // Listing the unread ones sets the count right: the expired one is no longer there to read.
    expect((await list(member, '?unread=true')).notifications.map((n) => n.id)).toEqual([fresh]);
    expect(await unreadCount(member)).toBe(1);
    const { notifications } = t.stack.deps.notificationStores;
    expect(await notifications.purgeExpired(nowMs, 1000)).toBeGreaterThan(0);
    expect(await notifications.get(old as string)).toBeUndefined();
  });
});

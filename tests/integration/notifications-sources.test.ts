import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationKind } from '#shared/schemas/notifications';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
});
afterAll(() => t.close());

async function told(kind: NotificationKind): Promise<Notification[]> {
  const response = await t.call('GET', `/api/notifications?kind=${kind}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()).notifications;
}
const refresh = async () => {
  const response = await t.call('POST', '/api/meta/insights/refresh', { cookie });
  return ((await response.json()) as { status: string }).status;
};

describe('the refresh and the Meta token, against the Graph sandbox', () => {
  it('a failing refresh is told once, and again only after a success', async () => {
    expect((await t.call('POST', '/api/meta/use-sandbox', { cookie })).status).toBe(200);
    t.stack.sandbox.setKnobs({ meta: { unauthorized: true } });

    expect(await refresh()).toBe('failed');
    expect(await refresh()).toBe('failed');

    expect(await told('insights_refresh')).toEqual([
      expect.objectContaining({
        severity: 'error',
        title: 'The insights refresh failed',
        message: expect.stringMatching(/^Meta answered 190\/463: /),
      }),
    ]);
    t.stack.sandbox.setKnobs({});
    expect(await refresh()).toBe('done');
    t.stack.sandbox.setKnobs({ meta: { unauthorized: true } });
    expect(await refresh()).toBe('failed');
    t.stack.sandbox.setKnobs({});
    expect(await told('insights_refresh')).toHaveLength(2);
  });

  it('the watchdog tells of an expired token (Graph debug_token), at most every 6 hours', async () => {
    t.stack.sandbox.setKnobs({ meta: { unauthorized: true } });
    await t.stack.deps.notificationWatchdog.run();
    await t.stack.deps.notificationWatchdog.run();
    // One check (debug_token and the ad account): the second run came within the 6 hours.
    expect(t.stack.sandbox.callCounts()['meta:read']).toBe(2);
    t.stack.sandbox.setKnobs({});

    expect(await told('meta_access')).toEqual([
      expect.objectContaining({
        severity: 'error',
        title: 'The Meta access token has expired or is no longer valid',
        message: expect.stringContaining('Session has expired'),
        link: '/settings?tab=meta',
      }),
    ]);
  });
});

describe('the API status', () => {
  it('tells of a credential that stops working once, and again after it recovered and failed anew', async () => {
    const status = () => t.call('GET', '/api/settings/status', { cookie });
    const refreshStatus = () => t.stack.deps.apiStatus.refresh();
    expect((await (await status()).json()).openai.connected).toBe(true);

    t.stack.sandbox.setKnobs({ openai: { unauthorized: true } });
    await refreshStatus();
    await refreshStatus();

    expect(await told('credential_failed')).toEqual([
      expect.objectContaining({ title: 'OpenAI stopped working', link: '/settings?tab=api' }),
    ]);
    t.stack.sandbox.setKnobs({});
    await refreshStatus();
    t.stack.sandbox.setKnobs({ openai: { unauthorized: true } });
    await refreshStatus();
    t.stack.sandbox.setKnobs({});
    expect(await told('credential_failed')).toHaveLength(2);
  });
});

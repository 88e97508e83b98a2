import { describe, expect, it } from 'vitest';
import type { MetaCredentials } from '#shared/schemas/meta-credentials';
import { recordingNotifier } from '#tests/support/notifier-double';
import { createMetaGraphClient } from '../../../providers/meta/meta-graph-client';
import { createMetaAccess } from '../../meta/meta-access';
import { checkMetaHealth } from './meta-health';

const credentials: MetaCredentials = {
  accessToken: 'EAAB-token',
  appId: '42',
  appSecret: 'secret',
  adAccountEntries: [{ id: '111', name: 'Main' }],
  pageEntries: [],
  pixelEntries: [],
  sandbox: false,
};
const NOW = Date.parse('2026-03-01T12:00:00Z');
const DAY_S = 24 * 60 * 60;
const nowS = NOW / 1000;

/** Graph answers by path (`/debug_token`, `/act_111`). */
function graph(answers: Record<string, unknown>): typeof fetch {
  return async (input) => {
    const path = new URL(String(input)).pathname.replace(/^\/v\d+\.\d+\//, '');
    const answer = answers[path];
    if (answer === undefined)
      return new Response(JSON.stringify({ error: { code: 803, message: 'Unknown path' } }), { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200 });
  };
}
const token = (data: Record<string, unknown>) => ({ data: { is_valid: true, expires_at: 0, ...data } });
const account = (status: number) => ({
  id: 'act_111',
  name: 'Main',
  account_status: status,
  currency: 'USD',
});

async function check(answers: Record<string, unknown>, recorder = recordingNotifier()) {
  const metaAccess = createMetaAccess({
    store: { read: async () => credentials, save: async () => {} },
    connect: (connection) => createMetaGraphClient({ ...connection, fetch: graph(answers) }),
    client: { retry: { maxAttempts: 1 } },
  });
  await checkMetaHealth({ notifier: recorder.notifier, metaAccess, clock: { now: () => NOW } });
  return recorder;
}

describe('the Meta health check', () => {
  it('warns once while the token expires within 7 days, and clears when it does not', async () => {
    const recorder = await check({
      debug_token: token({ expires_at: nowS + 3 * DAY_S }),
      act_111: account(1),
    });
    await check({ debug_token: token({ expires_at: nowS + 3 * DAY_S }), act_111: account(1) }, recorder);

    expect(recorder.raised).toHaveLength(1);
    expect(recorder.raised[0]).toMatchObject({
      kind: 'meta_access',
      severity: 'warning',
      title: 'The Meta access token expires on 2026-03-04 12:00 UTC',
      link: '/settings?tab=meta',
    });
    await check({ debug_token: token({ expires_at: nowS + 60 * DAY_S }), act_111: account(1) }, recorder);
    expect(recorder.open.size).toBe(0);
  });

  it('counts the data access expiry too, and calls a past expiry an error', async () => {
    const soon = await check({
      debug_token: token({ expires_at: 0, data_access_expires_at: nowS + DAY_S }),
      act_111: account(1),
    });
    expect(soon.raised[0]?.severity).toBe('warning');
    const past = await check({
      debug_token: token({
        is_valid: false,
        expires_at: nowS - 60,
        error: { message: 'Session has expired' },
      }),
      act_111: account(1),
    });
    expect(past.raised[0]).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('Session has expired'),
    });
  });

  it('reports an ad account that cannot run ads, and clears it when it is active again', async () => {
    const recorder = await check({ debug_token: token({}), act_111: account(2) });
    expect(recorder.raised).toEqual([
      expect.objectContaining({
        severity: 'error',
        title: 'The ad account Main (act_111) is disabled',
        conditionKey: 'meta-account-disabled#111',
      }),
    ]);
    await check({ debug_token: token({}), act_111: account(1) }, recorder);
    expect(recorder.cleared).toContain('meta-account-disabled#111');
    expect(recorder.open.size).toBe(0);
  });

  it('checks nothing without saved credentials', async () => {
    const recorder = recordingNotifier();
    const metaAccess = createMetaAccess({
      store: { read: async () => undefined, save: async () => {} },
      connect: createMetaGraphClient,
    });
    await checkMetaHealth({ notifier: recorder.notifier, metaAccess, clock: { now: () => NOW } });
    expect([recorder.raised, recorder.cleared]).toEqual([[], []]);
  });
});

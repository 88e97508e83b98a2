import { describe, expect, it } from 'vitest';
import type { MetaCredentials } from '#shared/schemas/meta-credentials';
import { createMetaGraphClient } from '../../providers/meta/meta-graph-client';
import { createMetaStatusService } from './meta-status-service';

const credentials: MetaCredentials = {
  accessToken: 'EAAB-token',
  appId: '42',
  appSecret: 'secret',
  adAccountEntries: [{ id: '111', name: 'Main' }],
  pageEntries: [{ id: '222', name: 'Page' }],
  pixelEntries: [],
  sandbox: false,
};
const NOW = Date.parse('2026-03-01T12:00:00Z');

/** Graph answers by path: `/me`, `/debug_token`, `/act_111`; a function answers with a thrown error. */
function fakeGraph(answers: Record<string, unknown | (() => never)>): typeof fetch {
  return async (input) => {
    const path = new URL(String(input)).pathname.replace(/^\/v\d+\.\d+\//, '');
    const answer = answers[path];
    if (typeof answer === 'function') return (answer as () => never)();
    if (answer === undefined)
      return new Response(JSON.stringify({ error: { code: 803, message: 'Unknown path' } }), { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200 });
  };
}

const me = { id: '9', name: 'Ann Marketer' };
const account = (overrides: Record<string, unknown> = {}) => ({
  id: 'act_111',
  name: 'Main in Meta',
  account_status: 1,
  currency: 'USD',
  timezone_name: 'America/New_York',
  ...overrides,
});
const token = (overrides: Record<string, unknown> = {}) => ({
  data: { is_valid: true, expires_at: 1_775_000_000, scopes: ['ads_read'], ...overrides },
});

function check(answers: Parameters<typeof fakeGraph>[0], saved: MetaCredentials | undefined = credentials) {
  const service = createMetaStatusService({
    store: { read: async () => saved, save: async () => {} },
    clock: { now: () => NOW },
    connect: (connection) => createMetaGraphClient({ ...connection, fetch: fakeGraph(answers) }),
    client: { retry: { maxAttempts: 1 } },
  });
  return service.check();
}

describe('the Meta status check', () => {
  it('warns when the ad account’s days do not follow US Eastern time, and gives the token’s expiry', async () => {
    const status = await check({
      me,
      debug_token: token(),
      act_111: account({ timezone_name: 'Europe/Berlin' }),
    });

    expect(status.connected).toBe(true);
    expect(status.details?.token).toEqual({ expiresAt: '2026-03-31T23:33:20.000Z', scopes: ['ads_read'] });
    expect(status.details?.timezoneWarning).toContain('Europe/Berlin, not US Eastern (EST)');
    expect(status.details?.timestamp).toBe('2026-03-01T12:00:00.000Z');
  });

  it('is not connected when debug_token says the token is no longer valid', async () => {
    const status = await check({
      me,
      debug_token: token({ is_valid: false, error: { message: 'Session has expired.' } }),
      act_111: account(),
    });

    expect(status).toMatchObject({
      connected: false,
      message: 'The Meta access token is not valid: Session has expired.',
    });
  });

  it('names an unknown account status without calling it a problem', async () => {
    const status = await check({ me, debug_token: token(), act_111: account({ account_status: 55 }) });

    expect(status.details?.adAccount).toMatchObject({ statusLabel: 'Unknown status (55)' });
    expect(status.details?.adAccount?.error).toBeUndefined();
  });

  it('reports an ad account the token cannot read as an access issue of a connected token', async () => {
    const status = await check({
      me,
      debug_token: token(),
      act_111: () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
      },
    });

    expect(status.connected).toBe(true);
    expect(status.details?.adAccount?.error).toBe(
      'Ad account act_111: Could not connect to Meta API: Could not reach Meta (ECONNRESET)',
    );
  });

  it('is not connected, with a readable reason, when Meta cannot be reached at all', async () => {
    const unreachable = () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    };

    const status = await check({ me: unreachable });

    expect(status).toEqual({
      connected: false,
      message: 'Could not connect to Meta API: Could not reach Meta (ENOTFOUND)',
      sandbox: false,
      details: { timestamp: '2026-03-01T12:00:00.000Z' },
    });
  });
});

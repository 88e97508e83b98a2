import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiStatus } from '#shared/schemas/settings';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import {
  asPublicEndpoints,
  asSandbox,
  startUpstreamDouble,
  type UpstreamDouble,
} from '#tests/support/upstream-double';
import { addUser } from '#tests/support/user-builder';
import { API_STATUS_CACHE_MS } from '../../functions/src/domain/settings/api-status-service';

const SANDBOX = {
  apiKey: 'sandbox-key-0000000000',
  wpUsername: 'sandbox',
  wpAppPassword: 'sandbox pass 0000',
};
let now = Date.UTC(2026, 10, 21, 9, 0, 0);
const clock = { now: () => now };

let t: TestStack;
let double: UpstreamDouble;
let cookie: string;

beforeAll(async () => {
  double = await startUpstreamDouble(SANDBOX);
  t = await startTestStack({
    clock,
    sandbox: asSandbox(double),
    upstreamEndpoints: asPublicEndpoints(double),
  });
  cookie = await t.signIn();
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  // Each test starts with a cold cache.
  now += API_STATUS_CACHE_MS + 1;
  double.resetCounts();
});

const status = async () => {
  const response = await t.call('GET', '/api/settings/status', { cookie });
  expect(response.status).toBe(200);
  return response.json();
};
const sandboxTile = () => ({ connected: true, sandbox: true, checkedAt: new Date(now).toISOString() });
const oneCallEach = { openai: 1, gemini: 1, cloudVision: 1, wordpress: 1 };

describe('GET /api/settings/status (in this order: nothing saved, then saved credentials)', () => {
  it('shows every service connected through the sandbox, marked as such, when nothing is saved', async () => {
    expect(await status()).toEqual({
      gemini: sandboxTile(),
      openai: sandboxTile(),
      cloudVision: sandboxTile(),
      wordpress: sandboxTile(),
    });
    expect(double.counts).toEqual(oneCallEach);
  });

  it('serves the second call from the cache, without calling any service again', async () => {
    const first = await status();
    now += API_STATUS_CACHE_MS - 1_000;
    const second = await status();

    expect(second).toEqual(first);
    expect(double.counts).toEqual(oneCallEach);
  });

  it('checks again once the cached status is older than the cache time', async () => {
    await status();
    now += API_STATUS_CACHE_MS;
    const later = await status();

    expect(later.openai.checkedAt).toBe(new Date(now).toISOString());
    expect(double.counts).toEqual({ openai: 2, gemini: 2, cloudVision: 2, wordpress: 2 });
  });

  it('refreshes when WordPress credentials are saved, and reports the upstream refusal with its reason', async () => {
    await status();
    const wordpress = {
      wpSiteUrl: double.baseUrl,
      wpUsername: 'editor',
      wpAppPassword: 'wrong password 1234',
    };

    expect(
      (await t.call('POST', '/api/settings/wordpress-credentials', { cookie, body: wordpress })).status,
    ).toBe(200);
    expect(double.counts.wordpress).toBe(2); // checked during the save
    const after = await status();

    expect(after.wordpress).toEqual({
      connected: false,
      message: 'WordPress rejected the user name or application password (401 incorrect_password)',
      sandbox: false,
      checkedAt: expect.any(String),
    });
    expect(after.openai).toEqual(sandboxTile()); // API keys still come from the sandbox
    expect(double.counts).toEqual({ openai: 2, gemini: 2, cloudVision: 2, wordpress: 2 }); // the GET hit the cache
  });

  it('gives a viewer the states only: no reason, no WordPress error text', async () => {
    const wordpress = {
      wpSiteUrl: double.baseUrl,
      wpUsername: 'editor',
      wpAppPassword: 'wrong password 1234',
    };
    await t.call('POST', '/api/settings/wordpress-credentials', { cookie, body: wordpress });
    const { email, password } = await addUser(t, cookie, { role: 'viewer' });
    const viewer = await t.signIn(email, password);

    const seen = (await (
      await t.call('GET', '/api/settings/status', { cookie: viewer })
    ).json()) as ApiStatus;

    expect(seen.wordpress).toEqual({ connected: false, sandbox: false, checkedAt: expect.any(String) });
    expect(JSON.stringify(seen)).not.toMatch(/incorrect_password|rejected|127\.0\.0\.1/);
    expect((await status()).wordpress.message).toBe(
      'WordPress rejected the user name or application password (401 incorrect_password)',
    );
  });

  it('reports keys the services refuse, once saved API credentials replace the sandbox', async () => {
    const keys = {
      geminiApiKey: 'gemini-refused-00000000',
      openaiApiKey: 'openai-refused-00000000',
      cloudVisionApiKey: 'vision-refused-00000000',
    };
    expect((await t.call('POST', '/api/settings/api-credentials', { cookie, body: keys })).status).toBe(200);

    const after = await status();

    const refused = (message: string) => ({
      connected: false,
      message,
      sandbox: false,
      checkedAt: expect.any(String),
    });
    expect(after.openai).toEqual(refused('OpenAI rejected the key (401)'));
    expect(after.gemini).toEqual(refused('Gemini rejected the key (400)'));
    expect(after.cloudVision).toEqual(refused('Cloud Vision rejected the key (400)'));
    expect(JSON.stringify(after)).not.toContain('refused-00000000');
  });

  it('shows saved keys the services accept as connected, not as the sandbox', async () => {
    const keys = {
      geminiApiKey: SANDBOX.apiKey,
      openaiApiKey: SANDBOX.apiKey,
      cloudVisionApiKey: SANDBOX.apiKey,
    };
    await t.call('POST', '/api/settings/api-credentials', { cookie, body: keys });
    const saved = {
      wpSiteUrl: double.baseUrl,
      wpUsername: SANDBOX.wpUsername,
      wpAppPassword: SANDBOX.wpAppPassword,
    };
    await t.call('POST', '/api/settings/wordpress-credentials', { cookie, body: saved });

    const after = await status();

    const connected = { connected: true, sandbox: false, checkedAt: expect.any(String) };
    expect(after).toEqual({
      gemini: connected,
      openai: connected,
      cloudVision: connected,
      wordpress: connected,
    });
  });
});

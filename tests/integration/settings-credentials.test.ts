import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/access/roles';
import { startTestStack, TEST_PASSWORD_COST, type TestStack } from '#tests/support/test-stack';
import { asPublicEndpoints, startUpstreamDouble, type UpstreamDouble } from '#tests/support/upstream-double';
import { hashPassword } from '../../functions/src/domain/auth/passwords';

let t: TestStack;
let double: UpstreamDouble;
let admin: string;

beforeAll(async () => {
  double = await startUpstreamDouble({ apiKey: 'unused', wpUsername: 'unused', wpAppPassword: 'unused' });
  // No sandbox (as on AWS): only saved credentials count. Saved keys are checked against the double, never
  // against the internet.
  t = await startTestStack({ sandbox: undefined, upstreamEndpoints: asPublicEndpoints(double) });
  admin = await t.signIn();
  wordpress = {
    wpSiteUrl: `${double.baseUrl}/blog`,
    wpUsername: 'editor',
    wpAppPassword: 'abcd efgh ijkl mnop qrst uvwx',
  };
});
afterAll(async () => {
  await t.close();
  await double.close();
});

/** Signs in as a new user of `role`. */
async function signInAs(role: Role): Promise<string> {
  const email = `${role}-${randomUUID()}@example.com`;
  const passwordHash = await hashPassword('password123', TEST_PASSWORD_COST);
  const user = { id: randomUUID(), username: role, email, role, passwordHash, isActive: true };
  await t.stack.deps.users.create({ ...user, createdAt: new Date().toISOString() });
  return t.signIn(email, 'password123');
}

const storedSecret = async (name: string) => JSON.parse((await t.stack.secrets.get(name)) ?? 'null');

const API = '/api/settings/api-credentials';
const WORDPRESS = '/api/settings/wordpress-credentials';
const apiKeys = {
  geminiApiKey: 'AIzaSy-gemini-0000000000001111',
  openaiApiKey: 'sk-proj-openai-000000000002222',
  cloudVisionApiKey: 'AIzaSy-vision-0000000000003333',
};
/** Saving refreshes the status checks, so every saved site is the local double, never a real host. */
let wordpress: { wpSiteUrl: string; wpUsername: string; wpAppPassword: string };

describe('API credentials', () => {
  it('shows empty fields and every service "Not configured" before anything is saved', async () => {
    const response = await t.call('GET', API, { cookie: admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ geminiApiKey: '', openaiApiKey: '', cloudVisionApiKey: '' });

    const status = await (await t.call('GET', '/api/settings/status', { cookie: admin })).json();
    for (const service of ['gemini', 'openai', 'cloudVision', 'wordpress']) {
      expect(status[service]).toEqual({
        connected: false,
        message: 'Not configured',
        sandbox: false,
        checkedAt: expect.any(String),
      });
    }
  });

  it('saves the keys in the secret store and shows them masked, last 4 characters only', async () => {
    const response = await t.call('POST', API, { cookie: admin, body: apiKeys });

    const masked = {
      geminiApiKey: '••••••••1111',
      openaiApiKey: '••••••••2222',
      cloudVisionApiKey: '••••••••3333',
    };
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(masked);
    expect(await (await t.call('GET', API, { cookie: admin })).json()).toEqual(masked);
    expect(await storedSecret('api-credentials')).toEqual(apiKeys);
  });

  it('keeps the saved keys whose mask is sent back, so one key changes without retyping the others', async () => {
    await t.call('POST', API, { cookie: admin, body: apiKeys });
    const masked = await (await t.call('GET', API, { cookie: admin })).json();

    const response = await t.call('POST', API, {
      cookie: admin,
      body: { ...masked, openaiApiKey: 'sk-proj-replaced-00000004444' },
    });

    expect(response.status).toBe(200);
    expect(await storedSecret('api-credentials')).toEqual({
      ...apiKeys,
      openaiApiKey: 'sk-proj-replaced-00000004444',
    });
  });

  it('refuses a mask that no longer matches the saved key (changed meanwhile) and changes nothing', async () => {
    await t.call('POST', API, { cookie: admin, body: apiKeys });
    const response = await t.call('POST', API, {
      cookie: admin,
      body: { ...apiKeys, geminiApiKey: '••••••••9999' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'geminiApiKey: The saved value has changed since this form was loaded; enter it in full',
    });
    expect(await storedSecret('api-credentials')).toEqual(apiKeys);
  });

  it.each([
    [
      { geminiApiKey: '', openaiApiKey: ' ', cloudVisionApiKey: '' },
      'geminiApiKey: Gemini API Key is required; openaiApiKey: OpenAI API Key is required; cloudVisionApiKey: Cloud Vision API Key is required',
    ],
    [{}, 'geminiApiKey: Required; openaiApiKey: Required; cloudVisionApiKey: Required'],
    [{ ...apiKeys, openaiApiKey: 42 }, 'openaiApiKey: Expected string, received number'],
    [
      { ...apiKeys, cloudVisionApiKey: 'x'.repeat(1001) },
      'cloudVisionApiKey: String must contain at most 1000 character(s)',
    ],
    [[], 'Expected object, received array'],
  ])('refuses %j with 400 and the contract message, changing nothing', async (body, message) => {
    await t.call('POST', API, { cookie: admin, body: apiKeys });
    const response = await t.call('POST', API, { cookie: admin, body });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await storedSecret('api-credentials')).toEqual(apiKeys);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.stack.app.request(API, {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json', cookie: admin },
      body: '{"geminiApiKey":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/JSON/);
  });
});

describe('WordPress credentials', () => {
  it('shows empty fields before anything is saved', async () => {
    const fresh = await startTestStack({ sandbox: undefined });
    try {
      const response = await fresh.call('GET', WORDPRESS, { cookie: await fresh.signIn() });
      expect(await response.json()).toEqual({ wpSiteUrl: '', wpUsername: '', wpAppPassword: '' });
    } finally {
      await fresh.close();
    }
  });

  it('saves them and shows the application password masked, the site and user name in full', async () => {
    const response = await t.call('POST', WORDPRESS, {
      cookie: admin,
      body: { ...wordpress, wpSiteUrl: `${wordpress.wpSiteUrl}/` },
    });

    const shown = { ...wordpress, wpAppPassword: '••••••••uvwx' };
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(shown);
    expect(await (await t.call('GET', WORDPRESS, { cookie: admin })).json()).toEqual(shown);
    expect(await storedSecret('wordpress-credentials')).toEqual(wordpress);
  });

  it('keeps the saved application password when its mask comes back with a new site', async () => {
    await t.call('POST', WORDPRESS, { cookie: admin, body: wordpress });
    const response = await t.call('POST', WORDPRESS, {
      cookie: admin,
      body: { ...wordpress, wpSiteUrl: `${double.baseUrl}/news`, wpAppPassword: '••••••••uvwx' },
    });

    expect(response.status).toBe(200);
    expect(await storedSecret('wordpress-credentials')).toEqual({
      ...wordpress,
      wpSiteUrl: `${double.baseUrl}/news`,
    });
  });

  it.each([
    ['another host', () => wordpress.wpSiteUrl.replace('127.0.0.1', 'localhost')],
    ['another port', () => `http://127.0.0.1:${Number(new URL(double.baseUrl).port) + 1}/blog`],
    ['another scheme', () => wordpress.wpSiteUrl.replace('http:', 'https:')],
  ])('refuses the password’s mask sent with a site on %s, changing nothing', async (_, newSite) => {
    await t.call('POST', WORDPRESS, { cookie: admin, body: wordpress });
    const response = await t.call('POST', WORDPRESS, {
      cookie: admin,
      body: { ...wordpress, wpSiteUrl: newSite(), wpAppPassword: '••••••••uvwx' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Enter the password again for the new site' });
    expect(await storedSecret('wordpress-credentials')).toEqual(wordpress);
  });

  it('takes the password typed again for a new site', async () => {
    await t.call('POST', WORDPRESS, { cookie: admin, body: wordpress });
    const moved = { ...wordpress, wpSiteUrl: wordpress.wpSiteUrl.replace('127.0.0.1', 'localhost') };

    const response = await t.call('POST', WORDPRESS, { cookie: admin, body: moved });

    expect(response.status).toBe(200);
    expect(await storedSecret('wordpress-credentials')).toEqual(moved);
  });

  it.each([
    [
      { wpSiteUrl: '', wpUsername: '', wpAppPassword: '' },
      'wpSiteUrl: Must be a valid URL; wpUsername: WordPress Username is required; wpAppPassword: WordPress App Password is required',
    ],
    [{ wpSiteUrl: 'blog.example.com' }, 'wpSiteUrl: Must be a valid URL'],
    [{ wpSiteUrl: 'ftp://blog.example.com' }, 'wpSiteUrl: Must be a valid URL'],
    [{ wpSiteUrl: 'javascript:alert(1)' }, 'wpSiteUrl: Must be a valid URL'],
    [{ wpSiteUrl: 'https://me:pw@blog.example.com' }, 'wpSiteUrl: Must not contain a user name or password'],
    [{ wpUsername: undefined, wpAppPassword: undefined }, 'wpUsername: Required; wpAppPassword: Required'],
  ])('refuses the change %j with 400 and the contract message, changing nothing', async (change, message) => {
    await t.call('POST', WORDPRESS, { cookie: admin, body: wordpress });
    const response = await t.call('POST', WORDPRESS, { cookie: admin, body: { ...wordpress, ...change } });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await storedSecret('wordpress-credentials')).toEqual(wordpress);
  });
});

describe('permissions', () => {
  it.each(['viewer', 'writer', 'editor'] as const)(
    'a %s may see the API status but neither read nor change credentials',
    async (role) => {
      const cookie = await signInAs(role);

      for (const [method, path, body] of [
        ['GET', API, undefined],
        ['POST', API, apiKeys],
        ['GET', WORDPRESS, undefined],
        ['POST', WORDPRESS, wordpress],
      ] as const) {
        const response = await t.call(method, path, { cookie, body });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({
          message: 'Forbidden: your role does not have the "system_settings" permission.',
        });
      }
      expect((await t.call('GET', '/api/settings/status', { cookie })).status).toBe(200);
    },
  );
});

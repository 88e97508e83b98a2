import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Site } from '#shared/schemas/sites';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

/**
 * On AWS a WordPress site's address must be https, since every call carries its application password as
 * Basic auth; the stack runs as the API Lambda does (`AWS_LAMBDA_FUNCTION_NAME`) for each test here.
 */
let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterEach(() => vi.unstubAllEnvs());
afterAll(() => t.close());

const HTTPS_ONLY =
  'wpSiteUrl: The WordPress site URL must start with https://: the application password is sent with every request';
const credentials = (wpSiteUrl: string) => ({
  wpSiteUrl,
  wpUsername: 'author',
  wpAppPassword: 'abcd efgh ijkl',
});
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
const onAws = () => vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'keywright-api');
const saveWordPressSettings = (wpSiteUrl: string) =>
  t.call('POST', '/api/settings/wordpress-credentials', { cookie: admin, body: credentials(wpSiteUrl) });
const addSite = (name: string, wpSiteUrl: string) =>
  t.call('POST', '/api/sites', { cookie: admin, body: { name, ...credentials(wpSiteUrl), timeZone: 'UTC' } });

describe('a WordPress site on AWS', () => {
  it('refuses an http address in WordPress Settings, saving nothing', async () => {
    onAws();
    const response = await saveWordPressSettings('http://blog.example.invalid');

    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(HTTPS_ONLY);
    expect(await t.stack.secrets.get('wordpress-credentials')).toBeUndefined();
  });

  it('refuses an http address for a new site and for a site moved to one', async () => {
    onAws();
    const created = await addSite('Garden', 'http://garden.example.invalid');
    expect(created.status).toBe(400);
    expect(await messageOf(created)).toBe(HTTPS_ONLY);

    const secure = await addSite('Travel', 'https://travel.example.invalid');
    expect(secure.status).toBe(201);
    const site = (await secure.json()) as Site;
    const moved = await t.call('PATCH', `/api/sites/${site.id}`, {
      cookie: admin,
      body: { wpSiteUrl: 'http://travel.example.invalid', wpAppPassword: 'abcd efgh ijkl' },
    });
    expect(moved.status).toBe(400);
    expect(await messageOf(moved)).toBe(HTTPS_ONLY);
    const names = ((await (await t.call('GET', '/api/sites', { cookie: admin })).json()) as { sites: Site[] })
      .sites;
    expect(names.find((s) => s.id === site.id)?.wpSiteUrl).toBe('https://travel.example.invalid');
    expect(names.map((s) => s.name)).not.toContain('Garden');
  });

  it('takes an https address', async () => {
    onAws();
    const response = await saveWordPressSettings('https://blog.example.invalid');

    expect(response.status).toBe(200);
    expect((await response.json()).wpSiteUrl).toBe('https://blog.example.invalid');
  });
});

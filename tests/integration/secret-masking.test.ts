import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { asPublicEndpoints, startUpstreamDouble, type UpstreamDouble } from '#tests/support/upstream-double';

let t: TestStack;
let double: UpstreamDouble;
let cookie: string;

/** Distinctive, long secrets; the services refuse them, so the status route has refusals to report. */
const apiKeys = {
  geminiApiKey: 'gemini-SECRET-7f3a9c2e5b8d1f4a',
  openaiApiKey: 'sk-proj-openai-SECRET-2c8e4a6f9b1d',
  cloudVisionApiKey: 'vision-SECRET-9d1b3f5a7c2e4b6d',
};
const wpAppPassword = 'wpsecret ab12 cd34 ef56 gh78 SECRET';
const secrets = [...Object.values(apiKeys), wpAppPassword];
/** The secrets without their last 4 characters: even the masked form must not contain more than those. */
const secretStems = secrets.map((secret) => secret.slice(0, -4));

beforeAll(async () => {
  double = await startUpstreamDouble({ apiKey: 'accepted', wpUsername: 'editor', wpAppPassword: 'accepted' });
  t = await startTestStack({ upstreamEndpoints: asPublicEndpoints(double) });
  cookie = await t.signIn();
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const leaks = (text: string) => secretStems.filter((stem) => text.includes(stem));

/** Every GET route of the OpenAPI document (path parameters filled in), and the document and its page. */
async function everyGetRoute(): Promise<string[]> {
  const document = await (await t.call('GET', '/api/openapi.json', { cookie })).json();
  const paths = Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path.replace(/\{[^}]+\}/g, 'some-id'))
    // Signing out would end the session the remaining calls use; it answers a redirect without a body.
    .filter((path) => path !== '/api/logout');
  return [...paths, '/api/openapi.json', '/api/docs'];
}

describe('stored secrets never leave the server in full', () => {
  it('are not in the answers to saving them', async () => {
    const api = await t.call('POST', '/api/settings/api-credentials', { cookie, body: apiKeys });
    const wordpress = await t.call('POST', '/api/settings/wordpress-credentials', {
      cookie,
      body: { wpSiteUrl: double.baseUrl, wpUsername: 'editor', wpAppPassword },
    });

    expect(api.status).toBe(200);
    expect(wordpress.status).toBe(200);
    expect(leaks(await api.text())).toEqual([]);
    expect(leaks(await wordpress.text())).toEqual([]);
    // They were really saved, so the checks below can find them if anything leaks them.
    expect(await t.stack.secrets.get('api-credentials')).toContain(apiKeys.openaiApiKey);
    expect(await t.stack.secrets.get('wordpress-credentials')).toContain(wpAppPassword);
  });

  it('are not in the answer of any GET route', async () => {
    const routes = await everyGetRoute();
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/settings/api-credentials',
        '/api/settings/wordpress-credentials',
        '/api/settings/status',
      ]),
    );

    for (const path of routes) {
      const body = await (await t.call('GET', path, { cookie })).text();
      expect(leaks(body), `GET ${path}`).toEqual([]);
    }
  });

  it('are refused by the services in the status, which says so without quoting them', async () => {
    const status = await (await t.call('GET', '/api/settings/status', { cookie })).json();
    expect(status.openai).toMatchObject({ connected: false, message: 'OpenAI rejected the key (401)' });
    expect(status.wordpress).toMatchObject({ connected: false });
  });
});

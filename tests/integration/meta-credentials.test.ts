import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

const PATH = '/api/meta/credentials';
const accessToken = 'EAAB-meta-SECRET-token-4f1c9a7e2b6d8c3a0001';
const appSecret = 'meta-app-SECRET-9e2c4a6b8d0f1a3c0002';
const valid = {
  accessToken,
  appId: '1234567890',
  appSecret,
  adAccountEntries: [
    { id: 'act_111222333', name: 'Main account' },
    { id: '444555666', name: 'Second account' },
  ],
  pageEntries: [{ id: '777888999', name: 'Our page' }],
  pixelEntries: [{ id: '123123123', name: 'Site pixel' }],
};
const masked = { accessToken: '••••••••0001', appSecret: '••••••••0002' };

let t: TestStack;
let cookie: string;

beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const stored = async () => JSON.parse((await t.stack.secrets.get('meta-credentials')) ?? 'null');
const post = (body: unknown) => t.call('POST', PATH, { cookie, body });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('GET /api/meta/credentials', () => {
  it('is empty before anything is saved, and says the local sandbox can be used', async () => {
    const response = await t.call('GET', PATH, { cookie });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      accessToken: '',
      appId: '',
      appSecret: '',
      adAccountEntries: [],
      pageEntries: [],
      pixelEntries: [],
      adAccountIds: [],
      pageIds: [],
      pixelIds: [],
      sandbox: false,
      sandboxAvailable: true,
    });
  });

  it('reads the older format (id lists and name maps) as entries', async () => {
    await t.stack.secrets.put(
      'meta-credentials',
      JSON.stringify({
        accessToken,
        appId: '42',
        appSecret,
        adAccountIds: ['act_900', '901'],
        pageIds: ['902'],
        adAccountNames: { act_900: 'Old main', '901': 'Old second' },
        pageNames: { '902': 'Old page' },
      }),
    );

    const body = await (await t.call('GET', PATH, { cookie })).json();

    expect(body).toMatchObject({
      ...masked,
      appId: '42',
      adAccountEntries: [
        { id: '900', name: 'Old main' },
        { id: '901', name: 'Old second' },
      ],
      pageEntries: [{ id: '902', name: 'Old page' }],
      pixelEntries: [],
      adAccountIds: ['900', '901'],
      pageIds: ['902'],
      pixelIds: [],
      sandbox: false,
    });
  });
});

describe('POST /api/meta/credentials', () => {
  it('refuses a form without its required fields, with the contract’s messages, and saves nothing', async () => {
    const before = await t.stack.secrets.get('meta-credentials');

    const response = await post({});

    expect(response.status).toBe(400);
    const message = await messageOf(response);
    for (const text of [
      'accessToken: Meta Access Token is required',
      'appId: App ID is required',
      'appSecret: App Secret is required',
      'adAccountEntries: At least one ad account is required',
      'pageEntries: At least one page is required',
    ]) {
      expect(message).toContain(text);
    }
    expect(await t.stack.secrets.get('meta-credentials')).toBe(before);
  });

  it('needs at least one ad account and one page, each row with an id and a name', async () => {
    const empty = await post({ ...valid, adAccountEntries: [], pageEntries: [] });
    expect(await messageOf(empty)).toContain('At least one ad account is required');

    const blankRow = await post({ ...valid, pageEntries: [{ id: ' ', name: '' }] });
    const message = await messageOf(blankRow);
    expect(blankRow.status).toBe(400);
    expect(message).toContain('pageEntries.0.id: ID is required');
    expect(message).toContain('pageEntries.0.name: Name is required');
  });

  it('refuses ids that are not Meta ids, a repeated id, and id lists that contradict the entries', async () => {
    const notNumeric = await post({ ...valid, pageEntries: [{ id: 'my-page', name: 'Page' }] });
    expect(await messageOf(notNumeric)).toContain('ID must be a number');

    const twice = await post({ ...valid, pixelEntries: [valid.pixelEntries[0], valid.pixelEntries[0]] });
    expect(await messageOf(twice)).toContain('Each ID may be listed only once');

    const contradicting = await post({ ...valid, pageIds: ['1'] });
    expect(contradicting.status).toBe(400);
    expect(await messageOf(contradicting)).toContain('pageIds must list the ids of pageEntries');
  });

  it('saves the credentials (ad account ids without act_) and answers them masked', async () => {
    const response = await post({ ...valid, adAccountIds: ['act_111222333', '444555666'] });

    const expected = {
      ...valid,
      ...masked,
      adAccountEntries: [
        { id: '111222333', name: 'Main account' },
        { id: '444555666', name: 'Second account' },
      ],
      adAccountIds: ['111222333', '444555666'],
      pageIds: ['777888999'],
      pixelIds: ['123123123'],
      sandbox: false,
      sandboxAvailable: true,
    };
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
    expect(await (await t.call('GET', PATH, { cookie })).json()).toEqual(expected);
    expect(await stored()).toMatchObject({ accessToken, appSecret, sandbox: false });
  });

  it('keeps the saved token and secret when their masks are sent back, and refuses a stale mask', async () => {
    const renamed = { ...valid, ...masked, pageEntries: [{ id: '777888999', name: 'Renamed page' }] };

    expect((await post(renamed)).status).toBe(200);
    expect(await stored()).toMatchObject({ accessToken, appSecret, pageEntries: renamed.pageEntries });

    const stale = await post({ ...renamed, accessToken: '••••••••9999' });
    expect(stale.status).toBe(400);
    expect(await messageOf(stale)).toContain('accessToken');
    expect(await stored()).toMatchObject({ accessToken });
  });
});

describe('POST /api/meta/use-sandbox', () => {
  it('saves the sandbox’s credentials marked as the sandbox’s, and a later form save clears the mark', async () => {
    const meta = t.stack.sandbox.meta;

    const response = await t.call('POST', '/api/meta/use-sandbox', { cookie });

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      appId: meta.appId,
      adAccountEntries: [meta.adAccount],
      pageEntries: [meta.page],
      pixelEntries: [meta.pixel],
      sandbox: true,
    });
    expect(body.accessToken).toMatch(/^••••••••/);
    expect(await stored()).toMatchObject({ accessToken: meta.accessToken, sandbox: true });

    // The sandbox's own (masked) token kept: still the sandbox. A new token: real credentials.
    expect(
      (await (await post({ ...valid, accessToken: body.accessToken, appSecret: body.appSecret })).json())
        .sandbox,
    ).toBe(true);
    expect((await (await post(valid)).json()).sandbox).toBe(false);
  });

  it('never sends the stored token or app secret back in any GET', async () => {
    // The sandbox's credentials: the status and list routes then call the sandbox, never the real Meta.
    await t.call('POST', '/api/meta/use-sandbox', { cookie });
    const { accessToken: token, appSecret: secret } = t.stack.sandbox.meta;
    const stems = [token.slice(0, -4), secret.slice(0, -4)];
    for (const path of [
      PATH,
      '/api/meta/status',
      '/api/meta/ad-accounts',
      '/api/meta/pages',
      '/api/meta/pixels',
    ]) {
      const response = await t.call('GET', path, { cookie });
      expect(response.status, path).toBe(200);
      const text = await response.text();
      for (const stem of stems) expect(text, path).not.toContain(stem);
    }
  });
});

describe('without a sandbox (as on AWS)', () => {
  it('has no use-sandbox route, and refuses credentials marked as the sandbox’s', async () => {
    const aws = await startTestStack({ sandbox: undefined });
    try {
      const admin = await aws.signIn();
      const document = await (await aws.call('GET', '/api/openapi.json', { cookie: admin })).json();
      expect(Object.keys(document.paths)).toContain('/api/meta/credentials');
      expect(Object.keys(document.paths)).not.toContain('/api/meta/use-sandbox');
      expect((await aws.call('POST', '/api/meta/use-sandbox', { cookie: admin })).status).toBe(404);
      expect((await (await aws.call('GET', PATH, { cookie: admin })).json()).sandboxAvailable).toBe(false);

      const sandboxCopy = { ...valid, adAccountEntries: [{ id: '1', name: 'A' }], sandbox: true };
      await aws.stack.secrets.put('meta-credentials', JSON.stringify(sandboxCopy));
      const status = await (await aws.call('GET', '/api/meta/status', { cookie: admin })).json();
      expect(status).toMatchObject({ connected: false, sandbox: true });
      expect(status.message).toMatch(/^Meta API not configured: .*sandbox/);
      const pages = await aws.call('GET', '/api/meta/pages', { cookie: admin });
      expect(pages.status).toBe(400);
    } finally {
      await aws.close();
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

let t: TestStack;
let admin: string;
// The status is Meta's answer of the last minute: each check below comes a minute after the one before.
let minutesLater = 0;
const aMinuteLater = () => {
  minutesLater += 1;
};

beforeAll(async () => {
  t = await startTestStack({ clock: { now: () => Date.now() + minutesLater * 61_000 } });
  admin = await t.signIn();
});
afterAll(() => t.close());
afterEach(async () => {
  t.stack.sandbox.setKnobs({});
  await t.stack.sandbox.metaControls.setAccountStatus(1);
  aMinuteLater();
});

const status = async (cookie = admin) => {
  const response = await t.call('GET', '/api/meta/status', { cookie });
  expect(response.status).toBe(200);
  return response.json();
};
const useSandbox = () => t.call('POST', '/api/meta/use-sandbox', { cookie: admin });

describe('GET /api/meta/status', () => {
  it('says Meta is not configured while no credentials are saved', async () => {
    expect(await status()).toEqual({ connected: false, message: 'Meta API not configured', sandbox: false });
  });

  it('is connected with the sandbox’s credentials: user, default ad account, token expiry', async () => {
    await useSandbox();
    const { meta } = t.stack.sandbox;

    const answer = await status();

    expect(answer).toEqual({
      connected: true,
      message: 'Connected to Meta as Sandbox Marketer',
      sandbox: true,
      details: {
        user: { id: expect.any(String), name: 'Sandbox Marketer', email: 'marketer@sandbox.invalid' },
        adAccount: {
          id: meta.adAccount.id,
          name: meta.adAccount.name,
          account_status: 1,
          statusLabel: 'Active',
          timezoneName: 'America/New_York',
          currency: 'USD',
        },
        token: { expiresAt: null, scopes: expect.arrayContaining(['ads_management']) },
        timestamp: expect.any(String),
      },
    });
  });

  it('reports a disabled ad account as an access issue, while the token itself works', async () => {
    await useSandbox();
    await t.stack.sandbox.metaControls.setAccountStatus(2);

    const answer = await status();

    expect(answer.connected).toBe(true);
    expect(answer.details.adAccount).toMatchObject({ account_status: 2, statusLabel: 'Disabled' });
    expect(answer.details.adAccount.error).toBe(
      'The ad account is disabled (account_status 2): it cannot run ads',
    );
  });

  it('names the other status codes, and a grace period is no issue (ads still run)', async () => {
    await useSandbox();
    await t.stack.sandbox.metaControls.setAccountStatus(9);

    const grace = (await status()).details.adAccount;
    expect(grace.statusLabel).toBe('In grace period (can still run ads)');
    expect(grace.error).toBeUndefined();

    await t.stack.sandbox.metaControls.setAccountStatus(101);
    aMinuteLater();
    expect((await status()).details.adAccount).toMatchObject({
      statusLabel: 'Closed',
      error: expect.any(String),
    });
  });

  it('is not connected, with Meta’s reason, when the token has expired (190)', async () => {
    await useSandbox();
    t.stack.sandbox.setKnobs({ meta: { unauthorized: true } });

    const answer = await status();

    expect(answer.connected).toBe(false);
    expect(answer.message).toMatch(/^The Meta access token is invalid or has expired \(code 190/);
  });

  it('answers 200 with a readable message when Meta fails, never a 5xx', async () => {
    await useSandbox();
    t.stack.sandbox.setKnobs({ meta: { errorRate: 1 } });

    const answer = await status();

    expect(answer.connected).toBe(false);
    expect(answer.message).toMatch(/^Could not connect to Meta API/);
  });

  it('is open to every signed-in role (the campaign screens check it too)', async () => {
    await useSandbox();
    const viewer = await addUser(t, admin, { role: 'viewer' });

    expect((await status(await t.signIn(viewer.email, viewer.password))).connected).toBe(true);
  });
});

describe('GET /api/meta/ad-accounts, /pages, /pixels', () => {
  it('checks each saved entry with Meta: its name there, or why it cannot be used', async () => {
    const saved = await (await useSandbox()).json();
    const body = {
      accessToken: saved.accessToken,
      appId: saved.appId,
      appSecret: saved.appSecret,
      adAccountEntries: saved.adAccountEntries,
      pageEntries: [...saved.pageEntries, { id: '999999', name: 'Someone else’s page' }],
      pixelEntries: saved.pixelEntries,
    };
    expect((await t.call('POST', '/api/meta/credentials', { cookie: admin, body })).status).toBe(200);
    const { meta } = t.stack.sandbox;

    const pages = await (await t.call('GET', '/api/meta/pages', { cookie: admin })).json();
    expect(pages).toEqual({
      pages: [
        { ...meta.page, accessible: true, metaName: meta.page.name },
        {
          id: '999999',
          name: 'Someone else’s page',
          accessible: false,
          error: `Not among the pages ad account act_${meta.adAccount.id} may promote`,
        },
      ],
    });
    const pixels = await (await t.call('GET', '/api/meta/pixels', { cookie: admin })).json();
    expect(pixels).toEqual({ pixels: [{ ...meta.pixel, accessible: true, metaName: meta.pixel.name }] });
    const accounts = await (await t.call('GET', '/api/meta/ad-accounts', { cookie: admin })).json();
    expect(accounts).toEqual({
      adAccounts: [{ ...meta.adAccount, accessible: true, metaName: meta.adAccount.name }],
    });
  });

  it('marks every row when Meta refuses the token, rather than failing the request', async () => {
    await useSandbox();
    t.stack.sandbox.setKnobs({ meta: { unauthorized: true } });

    const { pages } = await (await t.call('GET', '/api/meta/pages', { cookie: admin })).json();

    expect(pages).toEqual([
      expect.objectContaining({ accessible: false, error: expect.stringContaining('code 190') }),
    ]);
  });
});

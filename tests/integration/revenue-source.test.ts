import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { SANDBOX_CHANNELS } from '../../infra/local/sandbox/snowflake/revenue-data';

const PATH = '/api/meta/revenue-source';
// 10:00 in New York on March 10th: yesterday there is March 9th.
const NOW = Date.parse('2026-03-10T15:00:00Z');

let t: TestStack;
let cookie: string;

beforeAll(async () => {
  t = await startTestStack({ clock: { now: () => NOW } });
  cookie = await t.signIn();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.stack.sandbox.setKnobs({});
  await t.stack.secrets.put('warehouse-credentials', '{}');
});

const stored = async () => JSON.parse((await t.stack.secrets.get('warehouse-credentials')) ?? 'null');
const post = (body: unknown) => t.call('POST', PATH, { cookie, body });
const runTest = () => t.call('POST', `${PATH}/test`, { cookie });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

/** A PEM key's mask: the end of its base64 body, never of the armour all keys share. */
const maskOf = (pem: string) =>
  `••••••••${pem
    .replace(/-----[A-Z ]+-----/g, '')
    .replace(/\s+/g, '')
    .replace(/=+$/, '')
    .slice(-4)}`;

/** The sandbox's account, saved by hand (not through use-sandbox): calls go to the base URL given. */
const form = () => {
  const { privateKeyPem, ...sandbox } = t.stack.sandbox.snowflake;
  return { ...sandbox, privateKey: privateKeyPem };
};

describe('GET/POST /api/meta/revenue-source', () => {
  it('is empty before anything is saved', async () => {
    const response = await t.call('GET', PATH, { cookie });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      account: '',
      user: '',
      privateKey: '',
      warehouse: '',
      database: '',
      schema: '',
      role: '',
      query: '',
      baseUrl: '',
      finalColumn: '',
      finalAfterHours: 48,
      configured: false,
      sandbox: false,
    });
  });

  it('saves the settings, masks the private key, and keeps it when the mask comes back', async () => {
    const response = await post(form());

    expect(response.status).toBe(200);
    const body = await response.json();
    const { privateKey, ...rest } = form();
    expect(body).toEqual({
      ...rest,
      privateKey: maskOf(privateKey),
      finalAfterHours: 48,
      configured: true,
      sandbox: false,
    });
    expect(await stored()).toMatchObject({ privateKey: privateKey.trim(), account: rest.account });
    expect(await (await t.call('GET', PATH, { cookie })).json()).toEqual(body);

    const again = await post({ ...form(), privateKey: body.privateKey, role: 'OTHER_ROLE' });
    expect(again.status).toBe(200);
    expect(await stored()).toMatchObject({ privateKey: privateKey.trim(), role: 'OTHER_ROLE' });
  });

  it('tells keys apart: the mask of a key replaced since the form loaded is refused', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect((await post({ ...form(), privateKey: otherKey })).status).toBe(200);
    const loaded = (await (await t.call('GET', PATH, { cookie })).json()) as { privateKey: string };
    expect(loaded.privateKey).toBe(maskOf(otherKey));
    // Someone saves the sandbox's key meanwhile; the form loaded before still holds the other key's mask.
    expect((await post(form())).status).toBe(200);

    const response = await post({ ...form(), privateKey: loaded.privateKey });

    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/The saved value has changed/);
    expect(await stored()).toMatchObject({ privateKey: form().privateKey.trim() });
  });

  it('refuses a stale mask, a key that cannot sign and missing fields, changing nothing', async () => {
    await post(form());
    const before = await stored();
    const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();

    const cases: [unknown, string | RegExp][] = [
      [{ ...form(), privateKey: '••••••••zzzz' }, /The saved value has changed/],
      [{ ...form(), privateKey: 'not a key' }, /not an unencrypted RSA private key/],
      [{ ...form(), privateKey: ecKey }, /not an unencrypted RSA private key/],
      [{ ...form(), account: '' }, /Account is required/],
      [{ ...form(), query: '  ' }, /Query is required/],
      [{ ...form(), baseUrl: 'ftp://x' }, /Base URL must be like https:\/\/host/],
      [{ ...form(), finalColumn: 'is final; drop' }, /Final flag column must be a column name like is_final/],
      [{ ...form(), finalAfterHours: 0 }, /Final after must be at least 1 hour/],
      [{ ...form(), finalAfterHours: 721 }, /Final after must be at most 720 hours/],
      [{ ...form(), finalAfterHours: '48' }, /Final after must be a number of hours/],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('the saved private key follows its account, user and address', () => {
  const maskedKey = async () => (await (await post(form())).json()).privateKey as string;

  it.each([
    ['account', () => ({ account: 'otherorg-otheraccount' })],
    ['user', () => ({ user: 'SOMEONE_ELSE' })],
    ['base URL', () => ({ baseUrl: form().baseUrl.replace('127.0.0.1', 'localhost') })],
    ['base URL emptied (the account’s own address)', () => ({ baseUrl: '' })],
  ])('refuses the key’s mask sent with another %s, changing nothing', async (_, change) => {
    const privateKey = await maskedKey();
    const before = await stored();

    const response = await post({ ...form(), ...change(), privateKey });

    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Enter the private key again for the new account, user or base URL',
    );
    expect(await stored()).toEqual(before);
  });

  it('keeps the key for the same identity written otherwise: case, spaces, a trailing slash', async () => {
    const privateKey = await maskedKey();
    const same = {
      ...form(),
      account: form().account.toLowerCase(),
      user: ` ${form().user.toLowerCase()} `,
      baseUrl: `${form().baseUrl}/`,
      privateKey,
    };

    const response = await post(same);

    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject({ privateKey: form().privateKey.trim() });
  });

  it('takes the key typed again for another address', async () => {
    await post(form());
    const moved = { ...form(), baseUrl: form().baseUrl.replace('127.0.0.1', 'localhost') };

    const response = await post(moved);

    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject({ baseUrl: moved.baseUrl, privateKey: moved.privateKey.trim() });
    expect((await runTest()).status).toBe(200);
  });
});

describe('the warehouse address on AWS', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('must be under snowflakecomputing.com: the sandbox’s loopback address is refused with 400', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'keywright-api');

    const response = await post(form());

    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      `The Snowflake address is refused: it must be https://<account>.snowflakecomputing.com, not ${form().baseUrl}`,
    );
    expect(await stored()).toEqual({});
  });
});

describe('POST /api/meta/revenue-source/test', () => {
  it('runs the query for yesterday (US Eastern) and answers the row count', async () => {
    await post(form());

    const response = await runTest();

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rowCount: SANDBOX_CHANNELS.length, day: '2026-03-09' });
  });

  it('says when nothing is saved', async () => {
    const response = await runTest();

    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Revenue source not configured: save the Snowflake settings first',
    );
  });

  it('passes on Snowflake’s SQL error for another query, and its refusal of another key', async () => {
    await post({ ...form(), query: 'SELECT * FROM SALES.PUBLIC.ORDERS WHERE d BETWEEN ? AND ?' });
    const sql = await runTest();
    expect(sql.status).toBe(422);
    expect(await messageOf(sql)).toContain("Object 'SALES.PUBLIC.ORDERS' does not exist or not authorized.");

    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    await post({ ...form(), privateKey: stranger });
    const auth = await runTest();
    expect(auth.status).toBe(422);
    expect(await messageOf(auth)).toMatch(
      /^Snowflake refused the key pair: JWT token is invalid\..*\(390144\)$/,
    );
  });

  it('names the final flag column the query does not return (422)', async () => {
    await post({ ...form(), finalColumn: 'settled_flag' });

    const response = await runTest();

    expect(response.status).toBe(422);
    expect(await messageOf(response)).toMatch(
      /^The query returns no settled_flag column, set as the final flag column \(it returns DAY, .*IS_FINAL\); return it or clear the setting$/,
    );
  });

  it('answers 502 when Snowflake keeps failing', async () => {
    await post(form());
    t.stack.sandbox.setKnobs({ snowflake: { errorRate: 1 } });

    const response = await runTest();

    expect(response.status).toBe(502);
    expect(await messageOf(response)).toMatch(/^Snowflake is unavailable/);
  });
});

describe('POST /api/meta/use-sandbox', () => {
  it('fills in both the Meta credentials and the revenue source, marked as the sandbox’s', async () => {
    const response = await t.call('POST', '/api/meta/use-sandbox', { cookie });

    expect(response.status).toBe(200);
    expect((await response.json()).sandbox).toBe(true);
    const saved = await stored();
    expect(saved).toMatchObject({
      account: t.stack.sandbox.snowflake.account,
      privateKey: t.stack.sandbox.snowflake.privateKeyPem.trim(),
      query: t.stack.sandbox.snowflake.query,
      baseUrl: '',
      sandbox: true,
    });
    const shown = await (await t.call('GET', PATH, { cookie })).json();
    expect(shown.sandbox).toBe(true);
    // The form sends the masked key back (trimmed, as its schema trims): the sandbox's key is kept.
    const resaved = await post({ ...form(), baseUrl: '', privateKey: shown.privateKey.trim() });
    expect(resaved.status).toBe(200);
    expect((await resaved.json()).sandbox).toBe(true);
    // No base URL saved: the sandbox's current address is used.
    expect(await (await runTest()).json()).toEqual({ rowCount: SANDBOX_CHANNELS.length, day: '2026-03-09' });
  });
});

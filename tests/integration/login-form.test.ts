import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyAttempts } from '#shared/auth/too-many-attempts';
import { enrolTotp, pendingCookieOf, totpCode } from '#tests/support/second-factor';
import { ADMIN, ORIGIN, sessionCookieOf, startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/**
 * `POST /api/login/form`: the login page's HTML form, posted by the browser before the page's script has
 * loaded. The same sign-in as `POST /api/login`, answered with a 303 to a page whose query holds codes only.
 */
const LIMITS = { perAccountAndAddress: 3 };

let t: TestStack;
let admin: string;
let nextAddress = 0;
beforeAll(async () => {
  // A clock that stands still, so a refused attempt's wait is exact.
  t = await startTestStack({ loginLimits: LIMITS, clock: { now: () => Date.UTC(2026, 5, 10, 15, 30) } });
  admin = await t.signIn();
});
afterAll(() => t.close());

/** Each test signs in from its own address, so the limits per address of one never reach another. */
const newAddress = () => `10.40.0.${++nextAddress}`;

interface FormPost {
  path?: string;
  origin?: string;
  contentType?: string;
  cookie?: string;
  address?: string;
}

/** The form's POST as the browser sends it: its fields urlencoded, with this site's Origin. */
function postForm(body: string, options: FormPost = {}) {
  const { path = '/api/login/form', origin = ORIGIN, cookie, address = newAddress() } = options;
  return t.stack.app.request(path, {
    method: 'POST',
    headers: {
      origin,
      'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      'x-test-address': address,
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}

const fields = (username: string, password: string) => new URLSearchParams({ username, password }).toString();

/** The redirect a response is: its status and where it goes. */
const redirectOf = (response: Response) => ({
  status: response.status,
  location: response.headers.get('location'),
});

describe('a form sign-in that succeeds', () => {
  it('goes to / with the session and device cookies, and the session works', async () => {
    const response = await postForm(fields(ADMIN.email, ADMIN.password));

    expect(redirectOf(response)).toEqual({ status: 303, location: '/' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => /^kw_session=[A-Za-z0-9_-]{43};.*HttpOnly/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => /^kw_device=[^;]+;.*SameSite=Strict/.test(cookie))).toBe(true);
    const me = await t.call('GET', '/api/auth/user', { cookie: sessionCookieOf(response) });
    expect((await me.json()).email).toBe(ADMIN.email);
  });

  it('ends the session the browser still carried', async () => {
    const previous = await t.signIn();

    const response = await postForm(fields(ADMIN.email, ADMIN.password), { cookie: previous });

    expect(redirectOf(response)).toEqual({ status: 303, location: '/' });
    expect((await t.call('GET', '/api/auth/user', { cookie: previous })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { cookie: sessionCookieOf(response) })).status).toBe(200);
  });
});

describe('a form sign-in that needs a second factor', () => {
  it('goes to the second step with the methods, and only the pending cookie, which finishes it', async () => {
    const { email, password } = await addUser(t, admin);
    const { secret } = await enrolTotp(t, await t.signIn(email, password), password);
    const address = newAddress();

    const response = await postForm(fields(email, password), { address });

    expect(redirectOf(response)).toEqual({
      status: 303,
      location: '/login?step=second-factor&methods=totp,recovery_code',
    });
    expect(response.headers.getSetCookie()).toHaveLength(1);
    const pending = pendingCookieOf(response);
    expect(pending).toBeDefined();
    const finished = await t.call('POST', '/api/login/mfa', {
      body: { code: totpCode(secret, t.stack.clock.now()) },
      cookie: pending!,
      headers: { 'x-test-address': address },
    });
    expect(finished.status).toBe(200);
    expect(sessionCookieOf(finished)).toMatch(/^kw_session=./);
  });
});

describe('a form sign-in that is refused', () => {
  it.each([
    ['a wrong password', ADMIN.email, 'wrong-password'],
    ['an unknown account', 'nobody@example.com', 'whatever1'],
  ])('goes back with error=invalid and no cookie: %s', async (_case, username, password) => {
    const response = await postForm(fields(username, password));

    expect(redirectOf(response)).toEqual({ status: 303, location: '/login?error=invalid' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers a disabled account like a wrong password', async () => {
    const { email, password } = await addUser(t, admin, { isActive: false });

    const response = await postForm(fields(email, password));

    expect(redirectOf(response)).toEqual({ status: 303, location: '/login?error=invalid' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('goes back with error=rate-limited, the wait and Retry-After, as the JSON route refuses', async () => {
    const { email, password } = await addUser(t, admin);
    // The start of a window: the wait is the whole 15 minutes.
    t.stack.clock.set(Date.UTC(2026, 5, 10, 16, 0));
    const address = newAddress();
    for (let i = 0; i < LIMITS.perAccountAndAddress; i++) {
      const wrong = await postForm(fields(email, 'wrong-password'), { address });
      expect(wrong.headers.get('location')).toBe('/login?error=invalid');
    }

    const response = await postForm(fields(email, password), { address });

    expect(redirectOf(response)).toEqual({ status: 303, location: '/login?error=rate-limited&retry=900' });
    expect(response.headers.get('retry-after')).toBe('900');
    expect(response.headers.getSetCookie()).toEqual([]);
    const json = await t.call('POST', '/api/login', {
      body: { username: email, password },
      headers: { 'x-test-address': address },
    });
    expect(json.status).toBe(429);
    expect(json.headers.get('retry-after')).toBe('900');
    expect(await json.json()).toEqual({ success: false, message: tooManyAttempts(900) });
  });

  it.each([
    ['an empty body', ''],
    ['no password', new URLSearchParams({ username: ADMIN.email }).toString()],
    ['an empty password', fields(ADMIN.email, '')],
    ['a malformed email', fields('not-an-email', ADMIN.password)],
    ['a field given twice', `${fields(ADMIN.email, ADMIN.password)}&password=again`],
  ])('goes back with error=bad-request and no cookie: %s', async (_case, body) => {
    const response = await postForm(body);

    expect(redirectOf(response)).toEqual({ status: 303, location: '/login?error=bad-request' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('CSRF and the form body', () => {
  it("refuses the form from another site's page with 403, and signs no one in", async () => {
    const response = await postForm(fields(ADMIN.email, ADMIN.password), { origin: 'https://evil.example' });

    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/Cross-origin request refused/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('still refuses a form body with 415 on any other route, the JSON sign-in included', async () => {
    const cookie = await t.signIn();
    for (const path of ['/api/login', '/api/logout']) {
      const response = await postForm(fields(ADMIN.email, ADMIN.password), { path, cookie });
      expect(response.status, path).toBe(415);
      expect(await response.json()).toEqual({
        message: 'Request body must be JSON (Content-Type: application/json).',
      });
    }
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('takes only an urlencoded form: a multipart one is refused with 415', async () => {
    const boundary = 'kw-boundary';
    const part = `Content-Disposition: form-data; name="username"\r\n\r\n${ADMIN.email}`;
    const body = `--${boundary}\r\n${part}\r\n--${boundary}--\r\n`;

    const response = await postForm(body, { contentType: `multipart/form-data; boundary=${boundary}` });

    expect(response.status).toBe(415);
  });

  it('holds the form to the 16 KB of the sign-in routes', async () => {
    const response = await postForm(fields(ADMIN.email, 'x'.repeat(16 * 1024)));

    expect(response.status).toBe(413);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the form sign-in: its urlencoded body and its redirect', async () => {
    const { paths } = await (await t.call('GET', '/api/openapi.json', { cookie: admin })).json();
    const operation = paths['/api/login/form'].post;

    expect(operation.operationId).toBe('loginViaForm');
    expect(operation.tags).toEqual(['Auth']);
    expect(operation.security).toEqual([]);
    expect(operation.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual([
      'username',
      'password',
    ]);
    expect(Object.keys(operation.responses)).toEqual(['303', '403']);
  });
});

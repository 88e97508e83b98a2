import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(() => t.close());

const SITE = 'https://localhost';

/** A request to the site reached over HTTPS, as the browser sends it. */
const overHttps = (method: string, path: string, init: { cookie?: string; body?: unknown } = {}) =>
  t.stack.app.request(`${SITE}${path}`, {
    method,
    headers: {
      origin: SITE,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

async function signInOverHttps() {
  const response = await overHttps('POST', '/api/login', {
    body: { username: ADMIN.email, password: ADMIN.password },
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie') ?? '';
}

describe('the session cookie over HTTPS', () => {
  it('is named with the __Host- prefix: Secure, Path=/, no Domain', async () => {
    const cookie = await signInOverHttps();
    expect(cookie).toMatch(/^__Host-kw_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('; Path=/;');
    expect(cookie).toContain('; Secure;');
    expect(cookie).toContain('; HttpOnly;');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('is read by that name, and no longer by the plain one (such a session signs in again)', async () => {
    const sessionId = /^__Host-kw_session=([^;]+)/.exec(await signInOverHttps())![1];
    const me = (cookie: string) => overHttps('GET', '/api/auth/user', { cookie });
    expect((await me(`__Host-kw_session=${sessionId}`)).status).toBe(200);
    expect((await me(`kw_session=${sessionId}`)).status).toBe(401);
  });

  it('is cleared by that name on logout', async () => {
    const cookie = (await signInOverHttps()).split(';')[0]!;
    const response = await overHttps('POST', '/api/logout', { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-kw_session=; Max-Age=0; Path=\/;.*Secure/);
  });
});

describe('the session cookie over plain HTTP (the local server)', () => {
  it('keeps the plain name, since a __Host- cookie needs Secure; that is the only name read', async () => {
    const cookie = await t.signIn();
    expect(cookie).toMatch(/^kw_session=/);
    const sessionId = cookie.split('=')[1];
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    const prefixed = `__Host-kw_session=${sessionId}`;
    expect((await t.call('GET', '/api/auth/user', { cookie: prefixed })).status).toBe(401);
  });
});

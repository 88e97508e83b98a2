import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, sessionCookieOf, startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('signs in with the initial admin and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { username: ADMIN.email, password: ADMIN.password },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Login successful' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^kw_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure'); // plain http locally
  });

  it('accepts the email in any case', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { username: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(response.status).toBe(200);
  });

  it('marks the cookie Secure when the site is reached over HTTPS', async () => {
    // The local stack answers only to its own names (a stranger's is refused as a CSRF origin).
    const response = await t.stack.app.request('https://localhost/api/login', {
      method: 'POST',
      headers: { origin: 'https://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('answers a wrong password with 401, success false and a generic message, and no cookie', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { username: ADMIN.email, password: 'wrong-password' },
      headers: { 'x-test-address': '10.0.0.1' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { username: 'nobody@example.com', password: 'whatever1' },
      headers: { 'x-test-address': '10.0.0.1' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it.each([
    [{ username: 'not-an-email', password: 'x' }, 'username: Please enter a valid email address'],
    [{ username: ADMIN.email, password: '' }, 'password: Password is required'],
    [{ username: ADMIN.email }, 'password: Required'],
    [{ username: 42, password: 'x' }, 'username: Expected string, received number'],
  ])('refuses the bad body %j with 400 and a message', async (body, message) => {
    const response = await t.call('POST', '/api/login', { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const response = await t.stack.app.request('/api/login', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/JSON/);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.stack.app.request('/api/login', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '21',
      },
      body: 'username=a&password=b',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/JSON/);
  });
});

describe('GET /api/auth/user', () => {
  it('returns the signed-in user with the permissions of the role, never the password hash', async () => {
    const cookie = await t.signIn();
    const response = await t.call('GET', '/api/auth/user', { cookie });

    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toEqual({
      id: expect.any(String),
      username: 'admin',
      email: ADMIN.email,
      role: 'admin',
      permissions: [
        'view_dashboard',
        'manage_keywords',
        'manage_prompts',
        'create_content',
        'publish_content',
        'manage_meta_campaigns',
        'create_meta_campaigns',
        'manage_users',
        'system_settings',
      ],
    });
  });

  it('answers 401 JSON without a session, and with an unknown one', async () => {
    for (const cookie of [undefined, 'kw_session=forged']) {
      const response = await t.call('GET', '/api/auth/user', { cookie });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Authentication required' });
    }
  });
});

describe('logout', () => {
  it.each(['GET', 'POST'])(
    '%s /api/logout ends the session on the server and redirects to /login',
    async (method) => {
      const cookie = await t.signIn();
      const response = await t.call(method, '/api/logout', { cookie });

      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login');
      expect(response.headers.get('set-cookie')).toMatch(/kw_session=;.*Max-Age=0/);
      // The old cookie is dead on the server, not just cleared in the browser.
      expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
    },
  );

  it('redirects to /login without a session too', async () => {
    const response = await t.call('GET', '/api/logout');
    expect(response.status).toBe(302);
  });

  it('ignores a cross-site logout link', async () => {
    const cookie = await t.signIn();
    const response = await t.call('GET', '/api/logout', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(302);
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });
});

describe('a new session id at every sign-in', () => {
  it('ends the session the browser carried when it signs in again', async () => {
    const first = await t.signIn();
    const response = await t.call('POST', '/api/login', {
      cookie: first,
      body: { username: ADMIN.email, password: ADMIN.password },
    });
    const second = sessionCookieOf(response);

    expect(second).not.toBe(first);
    expect((await t.call('GET', '/api/auth/user', { cookie: first })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { cookie: second })).status).toBe(200);
  });
});

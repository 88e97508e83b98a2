import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(() => t.close());

/** Every route in the OpenAPI document, plus paths that do not exist: none may answer without a session. */
async function everyApiRoute(cookie: string) {
  const document = await (await t.call('GET', '/api/openapi.json', { cookie })).json();
  const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, item]) =>
      Object.keys(item).map(
        (method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'some-id')] as const,
      ),
  );
  return [
    ...routes,
    ['GET', '/api/openapi.json'],
    ['GET', '/api/docs'],
    ['GET', '/api/no-such-route'],
    ['DELETE', '/api/x'],
  ] as const;
}

describe('without a session', () => {
  it('every /api route but login (both steps) and logout answers 401 JSON', async () => {
    const routes = await everyApiRoute(await t.signIn());
    expect(routes.length).toBeGreaterThan(4);

    for (const [method, path] of routes) {
      if (path === '/api/login' || path.startsWith('/api/login/') || path === '/api/logout') continue;
      const response = await t.call(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ message: 'Authentication required' });
    }
  });

  it('answers the second sign-in step 401 without its pending-sign-in cookie, a session cookie or not', async () => {
    const session = await t.signIn();
    for (const cookie of [undefined, session]) {
      const code = await t.call('POST', '/api/login/mfa', { body: { code: '123456' }, cookie });
      expect(code.status).toBe(401);
      expect(code.headers.get('set-cookie') ?? '').not.toMatch(/kw_session=[^;]/);
      expect((await t.call('POST', '/api/login/mfa/passkey-options', { cookie })).status).toBe(401);
    }
  });
});

describe('CSRF', () => {
  it('refuses a cross-origin POST with 403, before anything else happens', async () => {
    const response = await t.call('POST', '/api/login', {
      body: { username: 'admin@example.com', password: 'admin1234' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/Cross-origin request refused/);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a mutation without any Origin header', async () => {
    const cookie = await t.signIn();
    const response = await t.stack.app.request('/api/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(403);
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
  });

  it('lets a same-origin body-less POST through without a content type', async () => {
    const cookie = await t.signIn();
    const response = await t.call('POST', '/api/logout', { cookie });
    expect(response.status).toBe(302);
  });
});

describe('DNS rebinding', () => {
  /** A sign-in from a page at `site`, whose Host header names that site too (as a browser sends it). */
  const signInFrom = (site: string) =>
    t.stack.app.request(`${site}/api/login`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });

  it('refuses a sign-in from a page whose name resolves to this server but is not its own', async () => {
    // evil.example:3000 rebound to 127.0.0.1: the Origin matches the Host, yet the name is a stranger's.
    const response = await signInFrom('http://evil.example:3000');
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/Cross-origin request refused/);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'http://192.168.1.20:3000',
  ])(
    'lets a page at %s sign in (its own name, or an address, which no DNS answer can rebind)',
    async (site) => {
      expect((await signInFrom(site)).status).toBe(200);
    },
  );

  it('still refuses a page on another port of this machine', async () => {
    const response = await t.stack.app.request('http://localhost:3000/api/login', {
      method: 'POST',
      headers: { origin: 'http://localhost:8080', 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    expect(response.status).toBe(403);
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON to a signed-in user', async () => {
    const response = await t.call('GET', '/api/no-such-route', { cookie: await t.signIn() });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/Not found/);
  });
});

describe('caching', () => {
  it('every signed-in GET answer of the API is no-store, the OpenAPI document and reference page too', async () => {
    const cookie = await t.signIn();
    const gets = (await everyApiRoute(cookie)).filter(
      ([method, path]) => method === 'GET' && path !== '/api/logout' && !path.startsWith('/api/image-proxy/'),
    );
    expect(gets.length).toBeGreaterThan(20);
    for (const [, path] of gets) {
      const response = await t.call('GET', path, { cookie });
      expect(response.headers.get('cache-control'), `${path} (${response.status})`).toBe('no-store');
    }
  });

  it('refusals are no-store too: without a session, cross-origin, too large', async () => {
    const refusals = [
      await t.call('GET', '/api/keywords'),
      await t.call('POST', '/api/login', { body: {}, headers: { origin: 'https://evil.example' } }),
      await t.call('POST', '/api/login', { body: { password: 'x'.repeat(20_000) } }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([401, 403, 413]);
    for (const response of refusals) expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission, ROLES, type Role, roleHasPermission } from '#shared/access/roles';
import { startTestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import { lazyRouteGroups } from '../../functions/src/api/lazy-route-groups';
import { ROUTE_GROUPS } from '../../functions/src/api/route-groups';

/**
 * Each role against each operation of the API's own OpenAPI document, so a route added anywhere is checked
 * without anyone listing it here: the server must answer 403 exactly when the role lacks the operation's
 * `x-permission`. Bodies are empty and ids made up, so an allowed call may still fail validation or find
 * nothing; it just must not be refused for its role.
 */

/**
 * Reachable without a permission: signing in (both steps) and out, reading who is signed in, and each
 * user's own account: their password and their second factors.
 */
const AUTH_OPERATIONS = new Set([
  'POST /api/login',
  'POST /api/login/form',
  'POST /api/login/mfa',
  'POST /api/login/mfa/passkey-options',
  'GET /api/logout',
  'POST /api/logout',
  'GET /api/auth/user',
  'POST /api/me/password',
  'GET /api/me/mfa',
  'POST /api/me/mfa/totp',
  'DELETE /api/me/mfa/totp',
  'POST /api/me/mfa/totp/confirm',
  'POST /api/me/mfa/passkeys/options',
  'POST /api/me/mfa/passkeys',
  'DELETE /api/me/mfa/passkeys/{id}',
]);
/** Served outside the document (it is the document, and its reference page), to any signed-in user. */
const UNDOCUMENTED_ROUTES = new Set(['GET /api/openapi.json', 'GET /api/docs']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Operation {
  name: string;
  method: string;
  path: string;
  permission: Permission | undefined;
  /** Checked only when the request would need it (`x-conditional-permission`), e.g. publish_content. */
  conditional: Permission | undefined;
  hasBody: boolean;
}

const t = await startTestStack();
afterAll(() => t.close());

const cookies = { admin: await t.signIn() } as Record<Role, string>;
for (const role of ROLES.filter((role) => role !== 'admin')) {
  const { email, password } = await addUser(t, cookies.admin, { role });
  cookies[role] = await t.signIn(email, password);
}

const document = await (await t.call('GET', '/api/openapi.json', { cookie: cookies.admin })).json();
const operations: Operation[] = Object.entries(
  document.paths as Record<string, Record<string, unknown>>,
).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => {
      const {
        'x-permission': permission,
        'x-conditional-permission': conditional,
        requestBody,
      } = operation as Record<string, unknown>;
      const name = `${method.toUpperCase()} ${path}`;
      return {
        name,
        method: method.toUpperCase(),
        path,
        permission: permission as Permission,
        conditional: (conditional as { permission: Permission } | undefined)?.permission,
        hasBody: !!requestBody,
      };
    }),
);
const guarded = operations.filter((operation) => !AUTH_OPERATIONS.has(operation.name));

const fakeIds = (path: string) => path.replace(/\{[^}]+\}/g, 'matrix-no-such-id');

describe('the API document', () => {
  it('lists the auth operations and more', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining([...AUTH_OPERATIONS]),
    );
    expect(guarded.length).toBeGreaterThan(0);
  });

  it.each(guarded.map((operation) => [operation.name, operation] as const))(
    '%s declares the permission it needs',
    (_name, operation) => {
      expect(PERMISSIONS).toContain(operation.permission);
    },
  );

  // A permission no route checks is a promise the server does not keep (publish_content once was one). The
  // conditional ones are proven per call by tests/integration/publish-permission.test.ts.
  it('has every permission of the roles checked by some route', () => {
    const checked = new Set(operations.flatMap((operation) => [operation.permission, operation.conditional]));
    expect(PERMISSIONS.filter((permission) => !checked.has(permission))).toEqual([]);
  });

  it('documents every API route the server answers, so none escapes this matrix', async () => {
    const documented = new Set(operations.map((operation) => operation.name));
    // The routes are imported by groups on first use: loaded all here, as the OpenAPI document loads them.
    const served = (await lazyRouteGroups(ROUTE_GROUPS, t.stack.deps).loadAll()).routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);

    const missing = [...new Set(served)].filter(
      (name) => !documented.has(name) && !UNDOCUMENTED_ROUTES.has(name),
    );
    expect(missing).toEqual([]);
  });
});

describe.each(
  guarded.filter((operation) => operation.permission).map((operation) => [operation.name, operation]),
)('%s', (_name, operation) => {
  const { method, path, permission, hasBody } = operation as Operation & { permission: Permission };

  it.each(ROLES.map((role) => [role, roleHasPermission(role, permission)] as const))(
    'as %s (allowed: %s)',
    async (role, allowed) => {
      const response = await t.call(method, fakeIds(path), {
        cookie: cookies[role],
        ...(hasBody ? { body: {} } : {}),
      });

      if (allowed) {
        expect(response.status, await response.clone().text()).not.toBe(403);
        expect(response.status).not.toBe(401);
      } else {
        expect(response.status).toBe(403);
        expect((await response.json()).message).toContain(`"${permission}"`);
      }
    },
  );
});

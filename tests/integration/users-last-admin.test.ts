import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

let t: TestStack;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
  adminId = (await (await t.call('GET', '/api/auth/user', { cookie: admin })).json()).id;
});
afterAll(() => t.close());

const patchUser = (id: string, body: unknown, cookie = admin) =>
  t.call('PATCH', `/api/users/${id}`, { cookie, body });
/** Read from the store: whoever is signed in may no longer be allowed to list users. */
const activeAdmins = async () =>
  (await t.stack.deps.users.list())
    .filter((user) => user.role === 'admin' && user.isActive)
    .map((user) => user.id);

describe('the last active admin', () => {
  it.each([
    [{ role: 'editor' }, 'The last active admin cannot be demoted; make another user an active admin first.'],
    [
      { isActive: false },
      'The last active admin cannot be disabled; make another user an active admin first.',
    ],
    [
      { role: 'viewer', isActive: false },
      'The last active admin cannot be disabled; make another user an active admin first.',
    ],
  ])('cannot be changed by %j: 409, and nothing changes', async (body, message) => {
    // A disabled admin does not count.
    await addUser(t, admin, { role: 'admin', isActive: false });

    const response = await patchUser(adminId, body);

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message });
    expect(await activeAdmins()).toEqual([adminId]);
    expect((await t.call('GET', '/api/users', { cookie: admin })).status).toBe(200);
  });

  it('can step down once another admin is active, and that one then cannot', async () => {
    const other = await addUser(t, admin, { role: 'admin' });
    const otherCookie = await t.signIn(other.email, other.password);

    expect((await patchUser(adminId, { role: 'editor' })).status).toBe(200);

    const response = await patchUser(other.user.id, { isActive: false }, otherCookie);
    expect(response.status).toBe(409);
    expect(await activeAdmins()).toEqual([other.user.id]);
    // Back to the initial admin alone, for the other tests.
    expect((await patchUser(adminId, { role: 'admin' }, otherCookie)).status).toBe(200);
    expect((await t.call('DELETE', `/api/users/${other.user.id}`, { cookie: admin })).status).toBe(204);
    expect(await activeAdmins()).toEqual([adminId]);
  });

  it('survives two admins demoting each other at the same moment: exactly one wins', async () => {
    const other = await addUser(t, admin, { role: 'admin' });
    const otherCookie = await t.signIn(other.email, other.password);

    const [first, second] = await Promise.all([
      patchUser(other.user.id, { role: 'viewer' }),
      patchUser(adminId, { role: 'viewer' }, otherCookie),
    ]);

    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await activeAdmins()).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '#shared/access/roles';
import type { User } from '#shared/schemas/users';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser, buildUser } from '#tests/support/user-builder';

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const isSignedIn = async (cookie: string) =>
  (await t.call('GET', '/api/auth/user', { cookie })).status === 200;
const patchUser = (id: string, body: unknown, cookie = admin) =>
  t.call('PATCH', `/api/users/${id}`, { cookie, body });
const signInStatus = async (email: string, password: string) =>
  (await t.call('POST', '/api/login', { body: { username: email, password } })).status;

describe('GET /api/users', () => {
  it('lists every user newest first, with role permissions and never a password hash', async () => {
    const older = await addUser(t, admin, { role: 'writer' });
    const newer = await addUser(t, admin, { role: 'editor', isActive: false });

    const response = await t.call('GET', '/api/users', { cookie: admin });

    expect(response.status).toBe(200);
    const { users } = await response.json();
    const ids = users.map((user: { id: string }) => user.id);
    expect(ids.indexOf(newer.user.id)).toBeLessThan(ids.indexOf(older.user.id));
    expect(users.at(-1).email).toBe(ADMIN.email);
    expect(users.find((user: { id: string }) => user.id === newer.user.id)).toEqual({
      id: newer.user.id,
      username: newer.username,
      email: newer.email,
      role: 'editor',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isActive: false,
      permissions: [...ROLE_PERMISSIONS.editor],
      hasSecondFactor: false,
    });
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|scrypt/);
  });
});

describe('POST /api/users', () => {
  it('creates a user who can sign in and has the permissions of the role', async () => {
    const { email, password, user } = await addUser(t, admin, {
      role: 'writer',
      email: 'Writer.One@Example.com',
    });

    expect(user.email).toBe('writer.one@example.com');
    const cookie = await t.signIn(email, password);
    const me = await (await t.call('GET', '/api/auth/user', { cookie })).json();
    expect(me).toMatchObject({ id: user.id, role: 'writer', permissions: [...ROLE_PERMISSIONS.writer] });
  });

  it('refuses an email already in use, whatever its case, with 409', async () => {
    const { email } = await addUser(t, admin);
    const response = await t.call('POST', '/api/users', {
      cookie: admin,
      body: buildUser({ email: email.toUpperCase() }),
    });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'A user with this email already exists' });
  });

  it('does not let a disabled new user sign in: the generic login failure', async () => {
    const { email, password } = await addUser(t, admin, { isActive: false });
    const response = await t.call('POST', '/api/login', { body: { username: email, password } });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it.each([
    [
      {},
      'username: Username is required; email: Email is required; role: Role is required; password: Password is required',
    ],
    [buildUser({ email: 'nope' }), 'email: Please enter a valid email address'],
    [buildUser({ password: 'seven77' }), 'password: Password must be at least 8 characters'],
    [
      { ...buildUser(), role: 'root' },
      "role: Invalid enum value. Expected 'admin' | 'editor' | 'writer' | 'viewer', received 'root'",
    ],
    [{ ...buildUser(), isActive: 'yes' }, 'isActive: Expected boolean, received string'],
  ])('refuses the bad body %j with 400 and writes nothing', async (body, message) => {
    const before = (await (await t.call('GET', '/api/users', { cookie: admin })).json()).users.length;
    const response = await t.call('POST', '/api/users', { cookie: admin, body });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect((await (await t.call('GET', '/api/users', { cookie: admin })).json()).users).toHaveLength(before);
  });
});

describe('PATCH /api/users/{id}', () => {
  it('changes the role, and the new permissions apply to the next request', async () => {
    const { email, password, user } = await addUser(t, admin, { role: 'viewer' });
    const cookie = await t.signIn(email, password);

    const response = await patchUser(user.id, { role: 'editor' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      role: 'editor',
      permissions: [...ROLE_PERMISSIONS.editor],
    });
    expect((await (await t.call('GET', '/api/auth/user', { cookie })).json()).role).toBe('editor');
  });

  it('changes the email: sign-in uses the new one, and the old one is free again', async () => {
    const { email, password, user } = await addUser(t, admin);
    const newEmail = `renamed-${user.id}@example.com`;

    const response = await patchUser(user.id, { email: newEmail });

    expect(response.status).toBe(200);
    expect(await signInStatus(newEmail, password)).toBe(200);
    expect(await signInStatus(email, password)).toBe(401);
    await addUser(t, admin, { email });
  });

  it("refuses another user's email with 409 and keeps both users as they were", async () => {
    const first = await addUser(t, admin);
    const second = await addUser(t, admin);

    const response = await patchUser(second.user.id, { email: first.email, role: 'editor' });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'A user with this email already exists' });
    expect(await signInStatus(second.email, second.password)).toBe(200);
    const { users } = await (await t.call('GET', '/api/users', { cookie: admin })).json();
    expect(users.find((user: { id: string }) => user.id === second.user.id).role).toBe('viewer');
  });

  it('disabling a user ends all their sessions, and they cannot sign in until enabled again', async () => {
    const { email, password, user } = await addUser(t, admin);
    const sessions = [await t.signIn(email, password), await t.signIn(email, password)];

    expect((await patchUser(user.id, { isActive: false })).status).toBe(200);

    for (const cookie of sessions) expect(await isSignedIn(cookie)).toBe(false);
    expect(await signInStatus(email, password)).toBe(401);
    expect((await patchUser(user.id, { isActive: true })).status).toBe(200);
    expect(await signInStatus(email, password)).toBe(200);
  });

  it("resetting a user's password ends their sessions; only the new password works", async () => {
    const { email, password, user } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);

    expect((await patchUser(user.id, { password: 'brand-new-secret' })).status).toBe(200);

    expect(await isSignedIn(cookie)).toBe(false);
    expect(await signInStatus(email, password)).toBe(401);
    expect(await signInStatus(email, 'brand-new-secret')).toBe(200);
  });

  it('refuses your own password here, pointing to the route that asks for the current one', async () => {
    const self = await addUser(t, admin, { role: 'admin' });
    const here = await t.signIn(self.email, self.password);
    const elsewhere = await t.signIn(self.email, self.password);

    const response = await patchUser(self.user.id, { password: 'my-new-password', role: 'editor' }, here);

    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'Change your own password with Change password in your account menu (POST /api/me/password), ' +
        'which asks for the current one.',
    );
    // Nothing changed: the role, the password and both sessions are as they were.
    expect(await signInStatus(self.email, 'my-new-password')).toBe(401);
    expect(await signInStatus(self.email, self.password)).toBe(200);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(true);
    const users = (await (await t.call('GET', '/api/users', { cookie: admin })).json()).users as User[];
    expect(users.find((user) => user.id === self.user.id)?.role).toBe('admin');
  });

  it("still takes your own record's other fields, and an empty password", async () => {
    const self = await addUser(t, admin, { role: 'admin' });
    const here = await t.signIn(self.email, self.password);

    const response = await patchUser(self.user.id, { email: `re-${self.email}`, password: '' }, here);

    expect(response.status).toBe(200);
    expect((await response.json()).email).toBe(`re-${self.email}`);
    expect(await isSignedIn(here)).toBe(true);
  });

  it('keeps the password when the edit dialog sends it empty', async () => {
    const { email, password, user } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);

    expect((await patchUser(user.id, { password: '', role: 'writer' })).status).toBe(200);

    expect(await isSignedIn(cookie)).toBe(true);
    expect(await signInStatus(email, password)).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await patchUser('no-such-user', { role: 'viewer' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'User not found' });
  });

  it.each([
    [
      { role: 'owner' },
      "role: Invalid enum value. Expected 'admin' | 'editor' | 'writer' | 'viewer', received 'owner'",
    ],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ isActive: 1 }, 'isActive: Expected boolean, received number'],
  ])('refuses the bad body %j with 400 and changes nothing', async (body, message) => {
    const { email, password, user } = await addUser(t, admin);
    const response = await patchUser(user.id, { isActive: false, ...body });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await signInStatus(email, password)).toBe(200);
    expect((await t.stack.deps.users.findById(user.id))?.role).toBe('viewer');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes the user, ends their sessions and frees their email', async () => {
    const { email, password, user } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);

    const response = await t.call('DELETE', `/api/users/${user.id}`, { cookie: admin });

    expect(response.status).toBe(204);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await signInStatus(email, password)).toBe(401);
    const { users } = await (await t.call('GET', '/api/users', { cookie: admin })).json();
    expect(users.map((listed: { id: string }) => listed.id)).not.toContain(user.id);
    await addUser(t, admin, { email });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.call('DELETE', '/api/users/no-such-user', { cookie: admin });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'User not found' });
  });

  it('refuses to delete your own account', async () => {
    const me = await (await t.call('GET', '/api/auth/user', { cookie: admin })).json();
    const response = await t.call('DELETE', `/api/users/${me.id}`, { cookie: admin });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'You cannot delete your own account.' });
    expect(await isSignedIn(admin)).toBe(true);
  });
});

describe('users API for a role without manage_users', () => {
  it('answers 403 with the missing permission named', async () => {
    const editor = await addUser(t, admin, { role: 'editor' });
    const cookie = await t.signIn(editor.email, editor.password);

    const response = await t.call('GET', '/api/users', { cookie });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'Forbidden: your role does not have the "manage_users" permission.',
    });
  });
});

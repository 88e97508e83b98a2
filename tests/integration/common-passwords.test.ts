import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser, buildUser } from '#tests/support/user-builder';

/** Every password set through the API is refused when it is among the 10,000 most common. */
const COMMON = { message: 'This password is too common; choose another.' };

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const userCount = async () =>
  (await (await t.call('GET', '/api/users', { cookie: admin })).json()).users.length;
const signInStatus = async (email: string, password: string) =>
  (await t.call('POST', '/api/login', { body: { username: email, password } })).status;

describe('common passwords', () => {
  it.each(['password1', 'QWERTYUIOP', 'iloveyou1'])(
    'refuses %s for a new user and adds nobody',
    async (password) => {
      const before = await userCount();
      const response = await t.call('POST', '/api/users', { cookie: admin, body: buildUser({ password }) });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(COMMON);
      expect(await userCount()).toBe(before);
    },
  );

  it("refuses one as a reset of another user's password and keeps the old one", async () => {
    const { email, password, user } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);

    const response = await t.call('PATCH', `/api/users/${user.id}`, {
      cookie: admin,
      body: { password: 'Trustno1', role: 'editor' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(COMMON);
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    expect(await signInStatus(email, password)).toBe(200);
    expect((await t.stack.deps.users.findById(user.id))?.role).toBe('viewer');
  });
});

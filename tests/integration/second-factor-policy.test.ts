import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, pendingCookieOf, totpCode } from '#tests/support/second-factor';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/** Settings > Security: roles that must have a second factor are held to setting one up. */
let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const savePolicy = (requiredRoles: string[], cookie = admin) =>
  t.call('PUT', '/api/settings/second-factor', { cookie, body: { requiredRoles } });

describe('the second factor policy', () => {
  it('requires none until an admin saves it, and only admins may', async () => {
    expect(await (await t.call('GET', '/api/settings/second-factor', { cookie: admin })).json()).toEqual({
      requiredRoles: [],
    });
    const { email, password } = await addUser(t, admin, { role: 'editor' });
    const editor = await t.signIn(email, password);
    expect((await savePolicy(['viewer'], editor)).status).toBe(403);
  });

  it('holds a user of a required role to the Security page until they set one up', async () => {
    const { email, password } = await addUser(t, admin, { role: 'writer' });
    expect((await savePolicy(['writer'])).status).toBe(200);
    try {
      // Signing in is unchanged: the password alone, since they have no factor yet.
      const cookie = await t.signIn(email, password);

      const refused = await t.call('GET', '/api/keywords?page=1', { cookie });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message:
          'Your role requires a second factor. Set one up on the Security page (in your account menu) to continue.',
        code: 'mfa_setup_required',
      });
      expect(await (await t.call('GET', '/api/auth/user', { cookie })).json()).toMatchObject({
        role: 'writer',
        mfaSetupRequired: true,
      });
      expect((await t.call('GET', '/api/me/mfa', { cookie })).status).toBe(200);

      const { secret } = await enrolTotp(t, cookie, password);

      expect((await t.call('GET', '/api/keywords?page=1', { cookie })).status).toBe(200);
      expect(await (await t.call('GET', '/api/auth/user', { cookie })).json()).not.toHaveProperty(
        'mfaSetupRequired',
      );
      const pending = pendingCookieOf(
        await t.call('POST', '/api/login', { body: { username: email, password } }),
      );
      const signedIn = await t.call('POST', '/api/login/mfa', {
        cookie: pending,
        body: { code: totpCode(secret, t.stack.clock.now()) },
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await savePolicy([]);
    }
  });

  it('leaves other roles alone', async () => {
    const { email, password } = await addUser(t, admin, { role: 'viewer' });
    expect((await savePolicy(['writer'])).status).toBe(200);
    try {
      const cookie = await t.signIn(email, password);
      expect((await t.call('GET', '/api/keywords?page=1', { cookie })).status).toBe(200);
    } finally {
      await savePolicy([]);
    }
  });

  it('refuses to require the admin’s own role while the admin has no second factor', async () => {
    const response = await savePolicy(['admin']);

    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/^Set up your own second factor/);
    expect(await (await t.call('GET', '/api/settings/second-factor', { cookie: admin })).json()).toEqual({
      requiredRoles: [],
    });
  });
});

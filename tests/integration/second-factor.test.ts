import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolTotp, pendingCookieOf, totpCode } from '#tests/support/second-factor';
import { sessionCookieOf, startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/** Authenticator apps and recovery codes: set up on the Security page, asked for at sign-in. */
const LIMITS = { perAccountAndAddress: 3 };

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack({ loginLimits: LIMITS });
  admin = await t.signIn();
});
afterAll(() => t.close());

const login = (email: string, password: string, address = '10.30.0.1') =>
  t.call('POST', '/api/login', {
    body: { username: email, password },
    headers: { 'x-test-address': address },
  });
const secondStep = (pending: string | undefined, code: string, address = '10.30.0.1') =>
  t.call('POST', '/api/login/mfa', {
    body: { code },
    ...(pending ? { cookie: pending } : {}),
    headers: { 'x-test-address': address },
  });
const pendingSignIn = async (email: string, password: string, address?: string) => {
  const response = await login(email, password, address);
  expect(response.status).toBe(200);
  return pendingCookieOf(response);
};
const status = async (cookie: string) => (await t.call('GET', '/api/me/mfa', { cookie })).json();

/** A new user with an authenticator app set up, signed in once. */
async function enrolledUser(role: 'viewer' | 'writer' = 'viewer') {
  const { email, password, user } = await addUser(t, admin, { role });
  const cookie = await t.signIn(email, password);
  return { email, password, user, cookie, ...(await enrolTotp(t, cookie, password)) };
}

describe('a user without a second factor', () => {
  it('signs in with the password alone, exactly as before', async () => {
    const { email, password } = await addUser(t, admin);

    const response = await login(email, password);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Login successful' });
    const cookie = sessionCookieOf(response);
    expect(pendingCookieOf(response)).toBeUndefined();
    expect(await status(cookie)).toEqual({ totp: { enabled: false }, passkeys: [], recoveryCodesLeft: 0 });
  });
});

describe('setting up an authenticator app', () => {
  it('asks for the current password, then a code, and gives ten recovery codes once', async () => {
    const { email, password } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);

    const wrong = await t.call('POST', '/api/me/mfa/totp', { cookie, body: { currentPassword: 'not-it-1' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'The current password is not correct.' });

    const started = await t.call('POST', '/api/me/mfa/totp', { cookie, body: { currentPassword: password } });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = await started.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Keywright:.+\?.*secret=/);
    expect((await status(cookie)).totp.enabled).toBe(false);

    const now = t.stack.clock.now();
    const badCode = await t.call('POST', '/api/me/mfa/totp/confirm', {
      cookie,
      body: { code: totpCode(secret, now + 5 * 60_000) },
    });
    expect(badCode.status).toBe(400);
    expect((await badCode.json()).message).toMatch(/^The code is not correct/);

    const confirmed = await t.call('POST', '/api/me/mfa/totp/confirm', {
      cookie,
      body: { code: totpCode(secret, now) },
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = await confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await status(cookie)).toEqual({ totp: { enabled: true }, passkeys: [], recoveryCodesLeft: 10 });
    // The secret is never shown again.
    expect(JSON.stringify(await status(cookie))).not.toContain(secret);
  });
});

describe('signing in with a second factor', () => {
  it('gives only a pending sign-in for the password, and a session for the code', async () => {
    const { email, password, secret } = await enrolledUser();

    const first = await login(email, password);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ mfaRequired: true, methods: ['totp', 'recovery_code'] });
    expect(first.headers.get('set-cookie')).not.toContain('kw_session=');
    // Only a finished sign-in makes this browser a known device (the account's pacing spares it).
    expect(first.headers.get('set-cookie')).not.toContain('kw_device=');
    const pending = pendingCookieOf(first);
    expect(first.headers.get('set-cookie')).toMatch(
      /kw_mfa_pending=[^;]+;.*Max-Age=300.*HttpOnly.*SameSite=Lax/i,
    );
    // The pending cookie is no session.
    expect((await t.call('GET', '/api/auth/user', { cookie: pending })).status).toBe(401);
    expect((await t.call('GET', '/api/me/mfa', { cookie: pending })).status).toBe(401);

    const second = await secondStep(pending, totpCode(secret, t.stack.clock.now()));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ success: true, message: 'Login successful' });
    expect(second.headers.get('set-cookie')).toMatch(/kw_device=v1\.[^;]+;.*HttpOnly; SameSite=Strict/);
    const cookie = sessionCookieOf(second);
    expect((await t.call('GET', '/api/auth/user', { cookie })).status).toBe(200);
    // The pending sign-in is used up.
    expect((await secondStep(pending, totpCode(secret, t.stack.clock.now()))).status).toBe(401);
  });

  it('accepts a code once: the same code cannot sign in again', async () => {
    const { email, password, secret } = await enrolledUser();
    const code = totpCode(secret, t.stack.clock.now());
    expect((await secondStep(await pendingSignIn(email, password), code)).status).toBe(200);

    const replay = await secondStep(await pendingSignIn(email, password), code);

    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ success: false, message: 'Invalid code' });
  });

  it('accepts each recovery code once, whatever its case and spacing', async () => {
    const { email, password, recoveryCodes, cookie } = await enrolledUser();
    const [code] = recoveryCodes as [string];

    const used = await secondStep(await pendingSignIn(email, password), ` ${code.toUpperCase()} `);
    expect(used.status).toBe(200);
    expect((await status(cookie)).recoveryCodesLeft).toBe(9);

    expect((await secondStep(await pendingSignIn(email, password), code)).status).toBe(401);
  });

  it('ends the pending sign-in after 5 minutes', async () => {
    const { email, password, secret } = await enrolledUser();
    const pending = await pendingSignIn(email, password);
    t.stack.clock.set(t.stack.clock.now() + 5 * 60_000);

    const late = await secondStep(pending, totpCode(secret, t.stack.clock.now()));

    expect(late.status).toBe(401);
    expect((await late.json()).message).toBe(
      'Your sign-in has expired. Enter your email and password again.',
    );
    expect((await secondStep(undefined, '123456')).status).toBe(401);
  });

  it('counts wrong codes toward the sign-in limits', async () => {
    const { email, password, secret } = await enrolledUser();
    const pending = await pendingSignIn(email, password, '10.30.9.1');
    for (let i = 0; i < LIMITS.perAccountAndAddress; i++) {
      expect((await secondStep(pending, '000000', '10.30.9.1')).status).toBe(401);
    }

    const refused = await secondStep(pending, totpCode(secret, t.stack.clock.now()), '10.30.9.1');

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same limit holds for the password step from that address.
    expect((await login(email, password, '10.30.9.1')).status).toBe(429);
  });
});

describe('removing the authenticator app', () => {
  it('asks for the current password; then the password alone signs in again', async () => {
    const { email, password, cookie } = await enrolledUser();
    const remove = (currentPassword: string) =>
      t.call('DELETE', '/api/me/mfa/totp', { cookie, body: { currentPassword } });

    expect((await remove('not-my-password')).status).toBe(400);
    expect((await remove(password)).status).toBe(204);

    expect(await status(cookie)).toEqual({ totp: { enabled: false }, passkeys: [], recoveryCodesLeft: 0 });
    expect(await (await login(email, password)).json()).toEqual({
      success: true,
      message: 'Login successful',
    });
  });
});

describe('an admin resetting a user’s second factors', () => {
  it('removes them, says so to the team, and shows it in the user list', async () => {
    const { email, password, user } = await enrolledUser();
    const listed = async () =>
      (
        (await (await t.call('GET', '/api/users', { cookie: admin })).json()).users as {
          id: string;
          hasSecondFactor: boolean;
        }[]
      ).find((candidate) => candidate.id === user.id);
    expect((await listed())?.hasSecondFactor).toBe(true);

    const response = await t.call('POST', `/api/users/${user.id}/mfa/reset`, { cookie: admin });

    expect(response.status).toBe(204);
    expect((await listed())?.hasSecondFactor).toBe(false);
    expect(await (await login(email, password)).json()).toEqual({
      success: true,
      message: 'Login successful',
    });
    const { notifications } = await (await t.call('GET', '/api/notifications', { cookie: admin })).json();
    expect(notifications[0]).toMatchObject({
      kind: 'account_security',
      severity: 'warning',
      title: `Second factor reset for ${user.username}`,
    });
  });

  it('is refused to a role without manage_users', async () => {
    const { email, password, user } = await addUser(t, admin, { role: 'editor' });
    const editor = await t.signIn(email, password);

    const response = await t.call('POST', `/api/users/${user.id}/mfa/reset`, { cookie: editor });

    expect(response.status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/** `POST /api/me/password`: any signed-in user changes their own password, proving the current one. */
const LIMITS = { perAccountAndAddress: 3 };

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack({ loginLimits: LIMITS });
  admin = await t.signIn();
});
afterAll(() => t.close());

const changePassword = (cookie: string, body: unknown, address = '10.6.0.1') =>
  t.call('POST', '/api/me/password', { cookie, body, headers: { 'x-test-address': address } });
const signInStatus = async (email: string, password: string, address = '10.6.0.2') =>
  (
    await t.call('POST', '/api/login', {
      body: { username: email, password },
      headers: { 'x-test-address': address },
    })
  ).status;
const isSignedIn = async (cookie: string) =>
  (await t.call('GET', '/api/auth/user', { cookie })).status === 200;

describe('POST /api/me/password', () => {
  it('changes the password, ends the other sessions and keeps this browser signed in', async () => {
    const { email, password } = await addUser(t, admin, { role: 'viewer' });
    const here = await t.signIn(email, password);
    const elsewhere = await t.signIn(email, password);

    const response = await changePassword(here, { currentPassword: password, newPassword: 'quiet-otter-42' });

    expect(response.status).toBe(204);
    const renewed = sessionCookieOf(response);
    expect(await isSignedIn(renewed)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await signInStatus(email, password)).toBe(401);
    expect(await signInStatus(email, 'quiet-otter-42')).toBe(200);
  });

  it('refuses a wrong current password with 400 and a clear message, changing nothing', async () => {
    const { email, password } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);

    const response = await changePassword(cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'quiet-otter-42',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The current password is not correct.' });
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await signInStatus(email, password)).toBe(200);
  });

  it('counts a wrong current password as a failed sign-in attempt', async () => {
    const { email, password } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);
    const wrong = { currentPassword: 'not-my-password', newPassword: 'quiet-otter-42' };
    for (let i = 0; i < LIMITS.perAccountAndAddress; i++) {
      expect((await changePassword(cookie, wrong, '10.6.1.1')).status).toBe(400);
    }

    const refused = await changePassword(cookie, { ...wrong, currentPassword: password }, '10.6.1.1');

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many failed sign-in attempts\. Please try again/);
    expect(await signInStatus(email, password, '10.6.1.1')).toBe(429);
    expect(await signInStatus(email, password, '10.6.1.2')).toBe(200);
  });

  it('refuses a common new password, whatever its case, and counts no attempt', async () => {
    const { email, password } = await addUser(t, admin);
    const cookie = await t.signIn(email, password);

    for (let i = 0; i <= LIMITS.perAccountAndAddress; i++) {
      const response = await changePassword(cookie, { currentPassword: password, newPassword: 'FootBall1' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'This password is too common; choose another.' });
    }
    expect(await signInStatus(email, password, '10.6.0.1')).toBe(200);
  });

  it.each([
    [{}, 'currentPassword: Current password is required; newPassword: Password is required'],
    [{ currentPassword: 'x', newPassword: 'seven77' }, 'newPassword: Password must be at least 8 characters'],
    [
      { currentPassword: 'x', newPassword: 'y'.repeat(129) },
      'newPassword: Password must be at most 128 characters',
    ],
  ])('refuses the bad body %j with 400', async (body, message) => {
    const response = await changePassword(admin, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 401 without a session', async () => {
    const response = await t.call('POST', '/api/me/password', {
      body: { currentPassword: 'admin1234', newPassword: 'quiet-otter-42' },
    });
    expect(response.status).toBe(401);
  });
});

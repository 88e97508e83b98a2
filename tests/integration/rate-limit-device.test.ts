import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/**
 * Someone with a few addresses can keep an account paced all day; a browser that signed in to it before
 * (its device cookie) is not held up by that pacing, while the limits per address still hold for it.
 */
const LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAddress: 100,
  perAccountAndAddress: 3,
  perAccount: 4,
  accountFirstDelayMs: 60_000,
  accountMaxDelayMs: 300_000,
  perDevice: 3,
};

let t: TestStack;
const now = Date.UTC(2026, 10, 21, 9, 0, 0);
let nextAddress = 0;
let ownerDevice: string;
let admin: string;
beforeAll(async () => {
  t = await startTestStack({ loginLimits: LIMITS, clock: { now: () => now } });
  // The owner signed in from this browser before the attack began.
  const response = await signIn(ADMIN.password, { address: '10.9.0.1' });
  expect(response.status).toBe(200);
  ownerDevice = deviceCookieOf(response);
  admin = /kw_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
});
afterAll(() => t.close());

const deviceCookieOf = (response: Response) => {
  const cookie = /kw_device=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('no device cookie');
  return cookie;
};

function signIn(password: string, options: { address?: string; device?: string; email?: string } = {}) {
  nextAddress += 1;
  return t.call('POST', '/api/login', {
    body: { username: options.email ?? ADMIN.email, password },
    headers: {
      'x-test-address': options.address ?? `10.8.${nextAddress >> 8}.${nextAddress & 255}`,
      ...(options.device ? { cookie: options.device } : {}),
    },
  });
}

describe('a device cookie and the account’s pacing', () => {
  it('is set at sign-in, HttpOnly, Strict and long-lived', async () => {
    const response = await signIn(ADMIN.password, { device: ownerDevice });
    expect(response.headers.get('set-cookie')).toMatch(
      /kw_device=v1\.[^;]+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Strict/,
    );
    // The same browser keeps its device id.
    expect(deviceCookieOf(response)).toBe(ownerDevice);
  });

  it('lets the owner in while an attack keeps the account paced; a browser without it waits', async () => {
    for (let i = 0; i < LIMITS.perAccount; i++) expect((await signIn('wrong-password')).status).toBe(401);
    expect((await signIn('wrong-password')).status).toBe(429);

    expect((await signIn(ADMIN.password)).status).toBe(429);
    expect((await signIn(ADMIN.password, { device: ownerDevice })).status).toBe(200);
  });

  it('spares a browser only for the account it signed in to', async () => {
    const other = await addUser(t, admin, { role: 'viewer' });
    const theirs = deviceCookieOf(await signIn(other.password, { email: other.email, address: '10.9.0.2' }));

    expect((await signIn(ADMIN.password, { device: theirs })).status).toBe(429);
  });

  it('paces a device past its own allowance, as any browser', async () => {
    for (let i = 0; i < LIMITS.perDevice; i++)
      expect((await signIn('wrong-password', { device: ownerDevice })).status).toBe(401);

    expect((await signIn(ADMIN.password, { device: ownerDevice })).status).toBe(429);
  });

  it('keeps the limits per address for a device too', async () => {
    const { email, password } = await addUser(t, admin, { role: 'viewer' });
    const device = deviceCookieOf(await signIn(password, { email, address: '10.9.0.3' }));
    for (let i = 0; i < LIMITS.perAccountAndAddress; i++)
      expect((await signIn('wrong-password', { email, device, address: '10.9.0.4' })).status).toBe(401);

    expect((await signIn(password, { email, device, address: '10.9.0.4' })).status).toBe(429);
    expect((await signIn(password, { email, device, address: '10.9.0.5' })).status).toBe(200);
  });
});

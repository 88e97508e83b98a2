import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';

const LIMITS = { windowMs: 15 * 60 * 1000, perAddress: 6, perAccountAndAddress: 3, perAccount: 8 };

let t: TestStack;
let now = Date.UTC(2026, 10, 21, 9, 0, 0);
beforeAll(async () => {
  t = await startTestStack({ loginLimits: LIMITS, clock: { now: () => now } });
});
afterAll(() => t.close());

const attempt = (password: string, address: string, username = ADMIN.email) =>
  t.call('POST', '/api/login', { body: { username, password }, headers: { 'x-test-address': address } });

describe('login rate limiting', () => {
  it('answers 429 with a message and Retry-After once an address fails too often on one account', async () => {
    for (let i = 0; i < LIMITS.perAccountAndAddress; i++) {
      expect((await attempt('wrong-password', '10.1.1.1')).status).toBe(401);
    }
    const blocked = await attempt(ADMIN.password, '10.1.1.1');

    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
  });

  it('does not lock the account owner out from another address', async () => {
    expect((await attempt(ADMIN.password, '10.2.2.2')).status).toBe(200);
  });

  it('lets the blocked address in again when the window has passed', async () => {
    now += LIMITS.windowMs;
    expect((await attempt(ADMIN.password, '10.1.1.1')).status).toBe(200);
  });

  it('limits one address across many accounts', async () => {
    for (let i = 0; i < LIMITS.perAddress; i++) {
      await attempt('wrong-password', '10.3.3.3', `user${i}@example.com`);
    }
    expect((await attempt('anything', '10.3.3.3', 'someone-else@example.com')).status).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const account = 'ipv6-target@example.com';
    for (let host = 1; host <= LIMITS.perAccountAndAddress; host++) {
      expect((await attempt('wrong-password', `2001:db8:1:2::${host}`, account)).status).toBe(401);
    }
    expect((await attempt('wrong-password', '2001:db8:1:2:ffff::d', account)).status).toBe(429);
    expect((await attempt('wrong-password', '2001:db8:1:3::a', account)).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';

/**
 * One account attacked from many addresses: past its allowance its attempts are paced, each turn further
 * off than the last up to a cap, instead of the account being refused for the rest of the window.
 */
const LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAddress: 100,
  perAccountAndAddress: 100,
  perAccount: 4,
  accountFirstDelayMs: 1000,
  accountMaxDelayMs: 8000,
};

let t: TestStack;
let now = Date.UTC(2026, 10, 21, 9, 0, 0);
let nextAddress = 0;
beforeAll(async () => {
  t = await startTestStack({ loginLimits: LIMITS, clock: { now: () => now } });
});
afterAll(() => t.close());

/** An attempt on the admin's account from an address never used before. */
function attempt(password = 'wrong-password') {
  nextAddress += 1;
  return t.call('POST', '/api/login', {
    body: { username: ADMIN.email, password },
    headers: { 'x-test-address': `10.7.${nextAddress >> 8}.${nextAddress & 255}` },
  });
}

describe('pacing one account past its allowance', () => {
  it('makes each refused attempt wait longer, doubling from the first delay up to the cap', async () => {
    for (let i = 0; i < LIMITS.perAccount; i++) expect((await attempt()).status).toBe(401);

    const waits: number[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const refused = await attempt();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      now += wait * 1000;
      expect((await attempt()).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it('says how many seconds to wait when it is under a minute', async () => {
    const refused = await attempt();
    expect(await refused.json()).toEqual({
      success: false,
      message: 'Too many failed sign-in attempts. Please try again in 8 seconds.',
    });
  });

  it('lets the owner in at the next turn, not at the end of the window', async () => {
    expect((await attempt(ADMIN.password)).status).toBe(429);
    now += LIMITS.accountMaxDelayMs;
    expect((await attempt(ADMIN.password)).status).toBe(200);
  });
});

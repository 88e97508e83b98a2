import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestStack, type TestStack } from '#tests/support/test-stack';
import { DEFAULT_LOGIN_LIMITS } from '../../functions/src/domain/auth/login-rate-limiter';

/**
 * The sign-in limits under a burst of parallel attempts: the count is taken before the password check,
 * atomically, so a burst cannot slip past a limit that a sequence of attempts would hit. The default
 * limits apply; the clock stands still so no window ends half-way through a burst.
 */
let t: TestStack;
const now = Date.UTC(2026, 10, 21, 9, 0, 0);
beforeAll(async () => {
  t = await startTestStack({ clock: { now: () => now } });
});
afterAll(() => t.close());

const attempt = (address: string, password = 'wrong-password') =>
  t.call('POST', '/api/login', {
    body: { username: ADMIN.email, password },
    headers: { 'x-test-address': address },
  });

/** How many of the answers had each status. */
async function statusCounts(responses: Promise<Response>[]) {
  const counts: Record<number, number> = {};
  for (const response of await Promise.all(responses)) {
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  }
  return counts;
}

describe('sign-in limits under concurrency', () => {
  it('lets only the per account and address limit of 25 parallel wrong passwords reach the check', async () => {
    const counts = await statusCounts(Array.from({ length: 25 }, () => attempt('10.9.0.1')));
    expect(counts).toEqual({ 401: DEFAULT_LOGIN_LIMITS.perAccountAndAddress, 429: 20 });
  });

  it('lets only the per account allowance through when 25 addresses try one account at once', async () => {
    const counts = await statusCounts(Array.from({ length: 25 }, (_, i) => attempt(`10.8.0.${i + 1}`)));
    // The account already failed the 5 above: what is left of its allowance reaches the password check.
    const left = DEFAULT_LOGIN_LIMITS.perAccount - DEFAULT_LOGIN_LIMITS.perAccountAndAddress;
    expect(counts).toEqual({ 401: left, 429: 25 - left });
  });
});

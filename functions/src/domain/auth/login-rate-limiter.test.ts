import { describe, expect, it } from 'vitest';
import { accountDelayMs, DEFAULT_LOGIN_LIMITS } from './login-rate-limiter';

describe('accountDelayMs', () => {
  it('waits nothing within the allowance, then one second, doubling with each attempt past it', () => {
    expect([0, 1, 2, 3, 4, 5].map((nth) => accountDelayMs(nth))).toEqual([0, 1000, 2000, 4000, 8000, 16_000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(accountDelayMs(9)).toBe(256_000);
    expect(accountDelayMs(10)).toBe(DEFAULT_LOGIN_LIMITS.accountMaxDelayMs);
    expect(accountDelayMs(10_000)).toBe(DEFAULT_LOGIN_LIMITS.accountMaxDelayMs);
  });

  it('follows other limits', () => {
    const limits = { ...DEFAULT_LOGIN_LIMITS, accountFirstDelayMs: 500, accountMaxDelayMs: 1500 };
    expect([1, 2, 3, 4].map((nth) => accountDelayMs(nth, limits))).toEqual([500, 1000, 1500, 1500]);
  });
});

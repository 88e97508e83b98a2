import { describe, expect, it } from 'vitest';
import type { LoginAttemptRepository } from '../../ports/login-attempts';
import { accountDelayMs, createLoginRateLimiter, DEFAULT_LOGIN_LIMITS } from './login-rate-limiter';

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

/** The attempt counts in memory, with the repository's conditions (one window: the test's clock stands still). */
function memoryAttempts(): LoginAttemptRepository {
  const items = new Map<string, { failures: number; nextDueAt?: number }>();
  return {
    async take(key, _window, limit, pace) {
      const item = items.get(key) ?? { failures: 0 };
      const due = pace && item.nextDueAt !== undefined && item.nextDueAt <= pace.now;
      if (item.failures >= limit && !due) return undefined;
      items.set(key, { failures: item.failures + 1, nextDueAt: pace ? pace.nextDueAt : item.nextDueAt });
      return item.failures + 1;
    },
    async postpone(key, _start, nextDueAt) {
      const item = items.get(key);
      if (item && (item.nextDueAt ?? 0) < nextDueAt) item.nextDueAt = nextDueAt;
    },
    nextDueAt: async (key) => items.get(key)?.nextDueAt,
    async giveBack(key) {
      const item = items.get(key);
      if (item && item.failures > 0) item.failures -= 1;
    },
    async clear(key) {
      items.delete(key);
    },
  };
}

describe('a trusted device and the account’s pacing', () => {
  const limits = { perAddress: 100, perAccountAndAddress: 100, perAccount: 2, perDevice: 2 };
  const limiter = () => createLoginRateLimiter(memoryAttempts(), { now: () => 0 }, limits);
  const failures = async (admit: () => ReturnType<ReturnType<typeof limiter>['admit']>, n: number) => {
    for (let i = 0; i < n; i++) expect((await admit()).admitted).toBe(true);
  };

  it('is admitted while the account is paced for everyone else', async () => {
    const paced = limiter();
    await failures(() => paced.admit('owner@example.com', '10.0.0.1'), limits.perAccount);

    expect((await paced.admit('owner@example.com', '10.0.0.2')).admitted).toBe(false);
    expect((await paced.admit('owner@example.com', '10.0.0.3', 'device-1')).admitted).toBe(true);
  });

  it('is paced as any browser once its own failures are spent', async () => {
    const paced = limiter();
    await failures(() => paced.admit('owner@example.com', '10.0.0.1'), limits.perAccount);
    await failures(() => paced.admit('owner@example.com', '10.0.0.3', 'device-1'), limits.perDevice);

    expect((await paced.admit('owner@example.com', '10.0.0.3', 'device-1')).admitted).toBe(false);
    expect((await paced.admit('owner@example.com', '10.0.0.3', 'device-2')).admitted).toBe(true);
  });

  it('gets its attempt back after a right password', async () => {
    const paced = limiter();
    for (let i = 0; i < 5; i++) {
      const admission = await paced.admit('owner@example.com', '10.0.0.3', 'device-1');
      expect(admission.admitted).toBe(true);
      if (admission.admitted) await admission.succeeded();
    }
  });
});

import type { Clock } from '../../ports/clock';
import type { LoginAttemptRepository } from '../../ports/login-attempts';

/** Failed sign-ins allowed per fixed window, per rule. */
export interface LoginLimits {
  windowMs: number;
  /** From one address, whatever the account: slows password spraying. */
  perAddress: number;
  /** For one account from one address: the tight limit, which locks out only that address. */
  perAccountAndAddress: number;
  /** For one account from anywhere: high enough that nobody can lock the owner out cheaply. */
  perAccount: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perAddress: 20,
  perAccountAndAddress: 5,
  perAccount: 50,
};

export interface LoginRateLimiter {
  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  recordSuccess(account: string, address: string): Promise<void>;
}

export function createLoginRateLimiter(
  attempts: LoginAttemptRepository,
  clock: Clock,
  limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
): LoginRateLimiter {
  const windowStart = () => clock.now() - (clock.now() % limits.windowMs);
  const rules = (account: string, address: string) => {
    const normalized = account.trim().toLowerCase();
    return [
      { key: `address#${address}`, limit: limits.perAddress },
      { key: `account-address#${normalized}#${address}`, limit: limits.perAccountAndAddress },
      { key: `account#${normalized}`, limit: limits.perAccount },
    ];
  };

  return {
    async retryAfterSeconds(account, address) {
      const start = windowStart();
      const checks = rules(account, address);
      const counts = await attempts.counts(
        checks.map((rule) => rule.key),
        start,
      );
      const blocked = checks.some((rule) => (counts.get(rule.key) ?? 0) >= rule.limit);
      return blocked ? Math.ceil((start + limits.windowMs - clock.now()) / 1000) : 0;
    },

    async recordFailure(account, address) {
      const start = windowStart();
      await attempts.recordFailure(
        rules(account, address).map((rule) => rule.key),
        start,
        start + limits.windowMs,
      );
    },

    async recordSuccess(account, address) {
      const [, accountAndAddress] = rules(account, address);
      if (accountAndAddress) await attempts.clear(accountAndAddress.key, windowStart());
    },
  };
}

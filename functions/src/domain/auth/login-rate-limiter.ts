import type { Clock } from '../../ports/clock';
import type { AttemptWindow, LoginAttemptRepository } from '../../ports/login-attempts';
import { addressGroup } from './address-group';

/**
 * Sign-in limits per fixed window (documented in the README's Security section). Addresses are counted
 * by group: an IPv4 address alone, an IPv6 address with the rest of its /64.
 */
export interface LoginLimits {
  windowMs: number;
  /** From one address group, whatever the account: slows password spraying. */
  perAddress: number;
  /** For one account from one address group: the tight limit, which refuses only that group. */
  perAccountAndAddress: number;
  /**
   * For one account from anywhere: failures before its attempts are paced. Pacing slows an attacker with
   * many addresses down without refusing the owner for the rest of the window.
   */
  perAccount: number;
  /** The wait before the first attempt past `perAccount`; each later one waits twice as long as the last. */
  accountFirstDelayMs: number;
  /** The longest wait between two paced attempts. */
  accountMaxDelayMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perAddress: 20,
  perAccountAndAddress: 5,
  perAccount: 10,
  accountFirstDelayMs: 1000,
  accountMaxDelayMs: 5 * 60 * 1000,
};

/**
 * How long the `nth` attempt for an account past its allowance waits after the attempt before it: the
 * first delay, then twice as long each time, up to the longest.
 */
export function accountDelayMs(nth: number, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): number {
  if (nth <= 0) return 0;
  return Math.min(limits.accountFirstDelayMs * 2 ** (nth - 1), limits.accountMaxDelayMs);
}

export type Admission =
  | {
      admitted: true;
      /** The password was right: this attempt is not a failure. */
      succeeded(): Promise<void>;
    }
  | { admitted: false; retryAfterSeconds: number };

export interface LoginRateLimiter {
  /**
   * Counts an attempt before its password is checked, or refuses it when a limit is reached. An admitted
   * attempt stays counted as a failure unless `succeeded` is called.
   */
  admit(account: string, address: string): Promise<Admission>;
}

export function createLoginRateLimiter(
  attempts: LoginAttemptRepository,
  clock: Clock,
  overrides: Partial<LoginLimits> = {},
): LoginRateLimiter {
  const limits = { ...DEFAULT_LOGIN_LIMITS, ...overrides };
  const windowAt = (now: number): AttemptWindow => {
    const start = now - (now % limits.windowMs);
    return { start, end: start + limits.windowMs };
  };
  const keysOf = (account: string, address: string) => {
    const normalized = account.trim().toLowerCase();
    const group = addressGroup(address);
    return {
      accountAndAddress: `account-address#${normalized}#${group}`,
      address: `address#${group}`,
      account: `account#${normalized}`,
    };
  };

  return {
    async admit(account, address) {
      const now = clock.now();
      const window = windowAt(now);
      const keys = keysOf(account, address);
      const taken: string[] = [];
      const refuse = async (retryAt: number): Promise<Admission> => {
        await Promise.all(taken.map((key) => attempts.giveBack(key, window.start)));
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
      };

      // The address limits first: each refuses until the window ends.
      const hardLimits: [string, number][] = [
        [keys.accountAndAddress, limits.perAccountAndAddress],
        [keys.address, limits.perAddress],
      ];
      for (const [key, limit] of hardLimits) {
        if ((await attempts.take(key, window, limit)) === undefined) return refuse(window.end);
        taken.push(key);
      }
      // The account's limit last, since every take of it also sets when its next attempt is due.
      const pace = { now, nextDueAt: now + accountDelayMs(1, limits) };
      const count = await attempts.take(keys.account, window, limits.perAccount, pace);
      if (count === undefined) {
        const due = (await attempts.nextDueAt(keys.account, window.start)) ?? window.end;
        return refuse(Math.min(due, window.end));
      }
      // This was the `past`-th attempt past the allowance: the next one waits twice as long as it did.
      const past = count - limits.perAccount;
      if (past > 0) {
        await attempts.postpone(keys.account, window.start, now + accountDelayMs(past + 1, limits));
      }

      return {
        admitted: true,
        async succeeded() {
          // This address's failures on the account are forgotten; the other counts lose this attempt.
          await Promise.all([
            attempts.clear(keys.accountAndAddress, window.start),
            attempts.giveBack(keys.address, window.start),
            attempts.giveBack(keys.account, window.start),
          ]);
        },
      };
    },
  };
}

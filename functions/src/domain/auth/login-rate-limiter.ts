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
  /**
   * For one browser that signed in to the account before (a trusted device, `trusted-devices.ts`): failures
   * it may make while exempt from the account's pacing. Past them it is paced as any browser is, so a
   * stolen device cookie is worth no more than this many guesses per window.
   */
  perDevice: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perAddress: 20,
  perAccountAndAddress: 5,
  perAccount: 10,
  accountFirstDelayMs: 1000,
  accountMaxDelayMs: 5 * 60 * 1000,
  perDevice: 10,
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
   * attempt stays counted as a failure unless `succeeded` is called. `trustedDevice`: the id of a browser
   * that signed in to this account before, which the account's pacing lets through (within `perDevice`);
   * the address limits hold for it as for anyone.
   */
  admit(account: string, address: string, trustedDevice?: string): Promise<Admission>;
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

  /**
   * Takes the account's place: a trusted device's own count when it has room left (the account's pacing
   * does not hold it up, so whoever keeps the account paced cannot keep its owner out), else the account's
   * paced count. Resolves the key taken, or when the next paced attempt is due when refused.
   */
  async function takeAccount(
    account: string,
    device: string | undefined,
    window: AttemptWindow,
    now: number,
  ): Promise<{ taken: string } | { dueAt: number }> {
    if (device !== undefined) {
      const deviceKey = `device#${device}`;
      if ((await attempts.take(deviceKey, window, limits.perDevice)) !== undefined)
        return { taken: deviceKey };
    }
    const pace = { now, nextDueAt: now + accountDelayMs(1, limits) };
    const count = await attempts.take(account, window, limits.perAccount, pace);
    if (count === undefined)
      return { dueAt: (await attempts.nextDueAt(account, window.start)) ?? window.end };
    // This was the `past`-th attempt past the allowance: the next one waits twice as long as it did.
    const past = count - limits.perAccount;
    if (past > 0) await attempts.postpone(account, window.start, now + accountDelayMs(past + 1, limits));
    return { taken: account };
  }

  return {
    async admit(account, address, trustedDevice) {
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
      const accountPlace = await takeAccount(keys.account, trustedDevice, window, now);
      if ('dueAt' in accountPlace) return refuse(Math.min(accountPlace.dueAt, window.end));

      return {
        admitted: true,
        async succeeded() {
          // This address's failures on the account are forgotten; the other counts lose this attempt.
          await Promise.all([
            attempts.clear(keys.accountAndAddress, window.start),
            attempts.giveBack(keys.address, window.start),
            attempts.giveBack(accountPlace.taken, window.start),
          ]);
        },
      };
    },
  };
}

/** One fixed time window of sign-in attempts (epoch milliseconds). */
export interface AttemptWindow {
  start: number;
  end: number;
}

/**
 * Paces the attempts of a key past its limit: an attempt is let through once `now` has reached the time the
 * previous one set, and sets the next one's to `nextDueAt`.
 */
export interface AttemptPace {
  now: number;
  nextDueAt: number;
}

/**
 * Counts sign-in attempts per key (an address group, an account, ...) in fixed time windows. Each count is
 * taken before the password is checked, in one atomic write, so parallel attempts cannot pass a limit that
 * the same attempts one after another would hit.
 */
export interface LoginAttemptRepository {
  /**
   * Counts one more attempt of `key` unless the window already holds `limit` of them (and, with `pace`,
   * the next attempt is not due yet). Resolves the new count, or undefined (nothing written) when refused.
   */
  take(key: string, window: AttemptWindow, limit: number, pace?: AttemptPace): Promise<number | undefined>;
  /** Makes the next attempt of `key` due at `nextDueAt` at the earliest; never brings it forward. */
  postpone(key: string, windowStart: number, nextDueAt: number): Promise<void>;
  /** When the next attempt of a paced `key` is due, if it ever was paced in the window. */
  nextDueAt(key: string, windowStart: number): Promise<number | undefined>;
  /** Takes back one attempt counted by `take` (the password was right, or another limit refused it). */
  giveBack(key: string, windowStart: number): Promise<void>;
  /** Forgets every attempt of `key` in the window. */
  clear(key: string, windowStart: number): Promise<void>;
}

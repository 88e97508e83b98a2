/** Counts failed sign-ins per key (an address, an account, ...) in fixed time windows. */
export interface LoginAttemptRepository {
  /** Failures recorded for each key in the window starting at `windowStart`. */
  counts(keys: string[], windowStart: number): Promise<Map<string, number>>;
  recordFailure(keys: string[], windowStart: number, expiresAt: number): Promise<void>;
  clear(key: string, windowStart: number): Promise<void>;
}

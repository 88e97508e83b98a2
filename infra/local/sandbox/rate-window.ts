/** The window the sandbox's `requestsPerMinute` limits count in. */
export const RATE_WINDOW_MS = 60_000;

/** Where a caller stands against a limit once a call has been counted (or refused). */
export interface RateWindowState {
  /** Requests allowed per window. */
  limit: number;
  /** Requests still allowed in the window now. */
  remaining: number;
  /** Until the window is empty again (every counted request has left it). */
  resetMs: number;
  /** Set when the call is refused: until a request can be accepted again. */
  retryAfterMs?: number;
}

/**
 * A sliding-window request limit: at most `limit` accepted requests in any 60 s. A refused request does not
 * count, as with OpenAI's and Google's limits, so a client that waits out `retryAfterMs` gets through.
 */
export function createRateWindow(limit: number, now: () => number = Date.now) {
  const accepted: number[] = [];
  const state = (time: number): RateWindowState => {
    while (accepted.length > 0 && accepted[0]! <= time - RATE_WINDOW_MS) accepted.shift();
    const resetMs = accepted.length > 0 ? accepted.at(-1)! + RATE_WINDOW_MS - time : 0;
    return { limit, remaining: Math.max(0, limit - accepted.length), resetMs };
  };
  return {
    /** Where a request arriving now stands: `retryAfterMs` is set when it would be refused. Counts nothing. */
    check(): RateWindowState {
      const time = now();
      const current = state(time);
      if (current.remaining > 0) return current;
      return { ...current, retryAfterMs: accepted[accepted.length - limit]! + RATE_WINDOW_MS - time };
    },
    /** Counts an accepted request; returns the state after it. */
    count(): RateWindowState {
      const time = now();
      accepted.push(time);
      return state(time);
    },
  };
}

export type RateWindow = ReturnType<typeof createRateWindow>;

/** A duration as OpenAI writes it in `x-ratelimit-reset-requests`: `250ms`, `12.5s`, `1m0s`. */
export function openAiDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.ceil(ms))}ms`;
  const seconds = Math.round(ms) / 1000;
  if (seconds < 60) return `${Number(seconds.toFixed(3))}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m${Number((seconds - minutes * 60).toFixed(3))}s`;
}

/**
 * The window a learned request limit counts in. Providers state limits per minute; a second more than that
 * keeps a request started right at the edge from reaching the service before its window has moved on.
 */
export const PACING_WINDOW_MS = 61_000;

/** What a service announced about its request limit (OpenAI's `x-ratelimit-*-requests` headers). */
export interface AnnouncedLimit {
  /** Requests allowed per minute. */
  limit?: number;
}

/** A reserved start time; handed back with `refused` when the service turned the call away after all. */
export type PacerTicket = number;

/** A call's turn, or how long it would have to wait when that is more than it may. */
export type PacerTurn = { ticket: PacerTicket; waitMs: number } | { tooLongMs: number };

/** What one call takes of a model's limits besides the request: its tokens (estimated), its images. */
export interface CallDemand {
  tokens?: number;
  images?: number;
}

export interface Pacer {
  /**
   * Reserves the time this call may start: now, or later when the limit is used up for the window or the
   * service asked everyone to wait. When the wait would exceed `maxWaitMs`, nothing is reserved and the
   * wait is returned instead, for the caller to hand up. A shared pacer answers after a round trip.
   */
  reserve(maxWaitMs: number, demand?: CallDemand): PacerTurn | Promise<PacerTurn>;
  /** Takes in a limit the service announced. */
  learn(announced: AnnouncedLimit): void;
  /** The call was refused with a 429: it did not count upstream, and no call starts before `retryAfterMs`. */
  refused(ticket: PacerTicket, retryAfterMs: number | undefined): void | Promise<void>;
}

/** A 429 without a Retry-After still holds every caller back this long. */
const DEFAULT_BLOCK_MS = 1_000;

/**
 * Paces one upstream service for every call of a process, so concurrent keywords share its rate limit
 * rather than all hammering it and all failing (`shared-pacer.ts` paces an AI model for every process at
 * once; this one serves WordPress, and clients built without a shared schedule). Two signals: a request
 * limit the service announces (a sliding window of the calls this process started, which never exceeds the
 * limit under either a window or a token bucket), and a 429's Retry-After (nobody starts before it ends).
 */
export function createPacer(now: () => number = Date.now): Pacer & { reserve(maxWaitMs: number): PacerTurn } {
  let limit: number | undefined;
  let blockedUntil = 0;
  /** Start times reserved in the last window (some may be in the future), in order. */
  const starts: number[] = [];

  const earliestStart = (time: number) => {
    while (starts.length > 0 && starts[0]! <= time - PACING_WINDOW_MS) starts.shift();
    let start = Math.max(time, blockedUntil);
    if (limit !== undefined && starts.length >= limit) {
      start = Math.max(start, starts[starts.length - limit]! + PACING_WINDOW_MS);
    }
    return start;
  };

  return {
    reserve(maxWaitMs) {
      const time = now();
      const start = earliestStart(time);
      const waitMs = start - time;
      if (waitMs > maxWaitMs) return { tooLongMs: waitMs };
      const index = starts.findIndex((reserved) => reserved > start);
      starts.splice(index < 0 ? starts.length : index, 0, start);
      return { ticket: start, waitMs };
    },
    learn(announced) {
      if (announced.limit !== undefined && Number.isInteger(announced.limit) && announced.limit > 0)
        limit = announced.limit;
    },
    refused(ticket, retryAfterMs) {
      const index = starts.indexOf(ticket);
      if (index >= 0) starts.splice(index, 1);
      blockedUntil = Math.max(blockedUntil, now() + (retryAfterMs ?? DEFAULT_BLOCK_MS));
    },
  };
}

/** The limit OpenAI announces on every answer: `x-ratelimit-limit-requests`. */
export function openAiAnnouncedLimit(headers: Pick<Headers, 'get'> | undefined): AnnouncedLimit {
  const limit = Number.parseInt(headers?.get('x-ratelimit-limit-requests') ?? '', 10);
  return Number.isFinite(limit) ? { limit } : {};
}

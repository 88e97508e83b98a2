import { createHash } from 'node:crypto';
import { type CallPriority, currentCallPriority } from '../lib/call-priority';
import type { RateBucket } from '../ports/rate-bucket';
import type { RateLimits } from '../ports/rate-limit-settings';
import { type CallDemand, PACING_WINDOW_MS, type Pacer, type PacerTurn } from './pacer';

/**
 * How far ahead of now a call of each priority may book the schedule. Bulk work stops booking while the
 * schedule is full for the next 10 s and batches at 30 s, so a Process All never takes the turns a new
 * batch needs, and neither those a person is waiting for.
 */
const BOOKING_HORIZON_MS: Record<CallPriority, number> = {
  interactive: Number.POSITIVE_INFINITY,
  batch: 30_000,
  bulk: 10_000,
};
/** A 429 without a Retry-After still holds every caller back this long. */
const DEFAULT_HOLD_MS = 1_000;

/**
 * The share of a limit's time one call takes: its request, its tokens and its images each against their
 * per-minute limit (over `PACING_WINDOW_MS`), the largest of the three, so a schedule of such shares keeps
 * to all three limits at once. 0 when no limit is known.
 */
export function callCostMs(limits: RateLimits, demand: CallDemand): number {
  const share = (amount: number | undefined, perMinute: number | undefined) =>
    amount && perMinute ? (amount * PACING_WINDOW_MS) / perMinute : 0;
  return Math.ceil(
    Math.max(
      share(1, limits.requestsPerMinute),
      share(demand.tokens, limits.tokensPerMinute),
      share(demand.images, limits.imagesPerMinute),
    ),
  );
}

export interface SharedPacerOptions {
  bucket: RateBucket;
  /** The limit's schedule: one per provider, model and account (`sharedLimitKey`). */
  key: string;
  /**
   * The limits set for this model (read at each call: Settings may change them); the request limit a
   * provider announces lowers them, never raises.
   */
  limits: () => RateLimits | Promise<RateLimits>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The schedule of a model under one account: its key, never the key itself (a hash of it). */
export const sharedLimitKey = (provider: string, model: string, apiKey: string) =>
  `${provider}#${model}#${createHash('sha256').update(apiKey).digest('base64url').slice(0, 16)}`;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Paces one model for every process at once through a shared schedule (`RateBucket`): each call books its
 * share of the limit (`callCostMs`) at the priority of the work under way (`call-priority.ts`). A call the
 * priority's horizon turns away waits until the schedule is within it and looks again, within the caller's
 * patience; past it the caller is
 * told how long the wait would be, to hand the work to a later retry.
 */
export function createSharedPacer({
  bucket,
  key,
  limits,
  now = Date.now,
  sleep = defaultSleep,
}: SharedPacerOptions): Pacer {
  let announced: number | undefined;
  let heldUntil = 0;
  const effectiveLimits = async (): Promise<RateLimits> => {
    const set = await limits();
    if (announced === undefined) return set;
    return { ...set, requestsPerMinute: Math.min(announced, set.requestsPerMinute ?? announced) };
  };

  return {
    async reserve(maxWaitMs, demand = {}): Promise<PacerTurn> {
      const costMs = callCostMs(await effectiveLimits(), demand);
      const start = now();
      // With no limit known there is nothing to book: only a 429 seen here holds calls back.
      if (costMs === 0) {
        const waitMs = Math.max(0, heldUntil - start);
        return waitMs > maxWaitMs ? { tooLongMs: waitMs } : { ticket: start, waitMs };
      }
      const horizonMs = BOOKING_HORIZON_MS[currentCallPriority()];
      for (;;) {
        const time = now();
        const patienceMs = maxWaitMs - (time - start);
        const booking = await bucket.book(key, {
          now: time,
          costMs,
          latestStart: time + Math.min(horizonMs, Math.max(0, patienceMs)),
        });
        if ('startAt' in booking) return { ticket: booking.startAt, waitMs: booking.startAt - time };
        const aheadMs = booking.bookedUntil - time;
        if (aheadMs > patienceMs) return { tooLongMs: aheadMs + (time - start) };
        // Bookings only ever move the schedule on: before then there is no turn to take.
        await sleep(Math.max(1, aheadMs - horizonMs));
      }
    },
    learn({ limit }) {
      if (limit !== undefined && Number.isInteger(limit) && limit > 0) announced = limit;
    },
    async refused(_ticket, retryAfterMs) {
      const until = now() + (retryAfterMs ?? DEFAULT_HOLD_MS);
      heldUntil = Math.max(heldUntil, until);
      await bucket.holdUntil(key, until);
    },
  };
}

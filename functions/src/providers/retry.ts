import { logger } from '../lib/logger';
import { type ProviderName, ProviderRateLimitError, ProviderTransientError } from '../ports/provider-error';
import type { CallDemand, Pacer } from './pacer';
import { describeTimeout } from './timeouts';
import { countRetry, type MeasuredService, measuredAttempt } from './upstream-metrics';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The backoff cap of the first retry; it doubles per retry up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * A `Retry-After` longer than this is not waited for here: the error goes up for a later retry. With a
   * pacer, also the most one call waits for its turns in all.
   */
  maxRetryAfterMs: number;
  /** With a pacer: the 429s one call takes before the error goes up (they do not use up `maxAttempts`). */
  maxRateLimited: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
  maxRateLimited: 10,
};

/** The pacer a call waits its turn with, and whose limit a failure is put down to. */
export interface Pacing {
  pacer: Pacer;
  provider: ProviderName;
  /** The service's name as a reason shows it ("OpenAI"). */
  service: string;
  /** What the call takes of the model's token and image limits. */
  demand?: CallDemand;
}

export interface RetryContext {
  /** For the log line of each retry, e.g. `openai chat.completions`. */
  label: string;
  policy?: Partial<RetryPolicy>;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Shared by the calls of a process to one service: each attempt waits its turn, and a 429 holds back the
   * others too. A 429 is then retried without using up an attempt, as long as the waits stay within
   * `maxRetryAfterMs`; a longer wait goes up as a `ProviderRateLimitError`.
   */
  pacing?: Pacing;
  /** The service the attempts are measured under when no pacing names it (`upstream-metrics.ts`). */
  service?: MeasuredService;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * "Full jitter" backoff (AWS Architecture Blog, "Exponential Backoff And Jitter"): a uniformly random wait
 * between 0 and the exponential cap, so clients that failed together do not retry together. A `Retry-After`
 * from the service is a floor.
 */
export function retryDelayMs(
  retry: number,
  policy: RetryPolicy,
  retryAfterMs?: number,
  random = Math.random,
) {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.max(Math.floor(random() * cap), retryAfterMs ?? 0);
}

/**
 * Runs `operation`, retrying transient provider errors (429, 5xx, timeouts, broken connections) with full
 * jitter and honouring `Retry-After`; any other error (401/403 above all) goes up at once.
 */
export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  context: RetryContext,
): Promise<T> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...context.policy };
  const sleep = context.sleep ?? defaultSleep;
  const { pacing } = context;
  const service = pacing?.provider ?? context.service;
  let waitedMs = 0;
  let rateLimited = 0;
  for (let attempt = 1; ; ) {
    const turn = await pacing?.pacer.reserve(policy.maxRetryAfterMs - waitedMs, pacing.demand);
    if (turn && 'tooLongMs' in turn) throw turnTooFar(pacing!, turn.tooLongMs);
    if (turn && turn.waitMs > 0) {
      waitedMs += turn.waitMs;
      logger.info('Waiting for a turn under an upstream rate limit', {
        call: context.label,
        delayMs: turn.waitMs,
      });
      await sleep(turn.waitMs);
    }
    try {
      const call = () => operation(attempt);
      return await (service ? measuredAttempt(service, call) : call());
    } catch (error) {
      if (pacing && turn && error instanceof ProviderRateLimitError) {
        await pacing.pacer.refused(turn.ticket, error.retryAfterMs);
        rateLimited += 1;
        if (rateLimited > policy.maxRateLimited) throw error;
        countRetry(pacing.provider);
        logger.warn('Rate limited upstream, waiting for the next turn', {
          call: context.label,
          retryAfterMs: error.retryAfterMs,
        });
        continue;
      }
      if (!(error instanceof ProviderTransientError) || attempt >= policy.maxAttempts) throw error;
      if ((error.retryAfterMs ?? 0) > policy.maxRetryAfterMs) throw error;
      const delayMs = retryDelayMs(attempt, policy, error.retryAfterMs, context.random);
      if (service) countRetry(service);
      logger.warn('Retrying an upstream call', {
        call: context.label,
        attempt,
        delayMs,
        status: error.status,
        reason: error.reason,
      });
      await sleep(delayMs);
      attempt += 1;
    }
  }
}

function turnTooFar(pacing: Pacing, waitMs: number) {
  return new ProviderRateLimitError({
    provider: pacing.provider,
    status: 429,
    reason: `${pacing.service} rate limit: the next request is allowed in ${describeTimeout(waitMs)}`,
    retryAfterMs: waitMs,
  });
}

/** Parses an HTTP `Retry-After` (seconds or an HTTP date) into milliseconds; undefined when absent or odd. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

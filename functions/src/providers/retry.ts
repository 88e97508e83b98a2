import { logger } from '../lib/logger';
import { ProviderTransientError } from './provider-error';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** The backoff cap of the first retry; it doubles per retry up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for here: the error goes up for a later retry. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000,
};

export interface RetryContext {
  /** For the log line of each retry, e.g. `openai chat.completions`. */
  label: string;
  policy?: Partial<RetryPolicy>;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
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
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (!(error instanceof ProviderTransientError) || attempt >= policy.maxAttempts) throw error;
      if ((error.retryAfterMs ?? 0) > policy.maxRetryAfterMs) throw error;
      const delayMs = retryDelayMs(attempt, policy, error.retryAfterMs, context.random);
      logger.warn('Retrying an upstream call', {
        call: context.label,
        attempt,
        delayMs,
        status: error.status,
        reason: error.reason,
      });
      await sleep(delayMs);
    }
  }
}

/** Parses an HTTP `Retry-After` (seconds or an HTTP date) into milliseconds; undefined when absent or odd. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

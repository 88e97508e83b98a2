/**
 * How an upstream call failed, whichever service it went to: the vocabulary every provider throws in and
 * the ports promise (`SlackSender` and `EmailSender` throw it; the pipeline's Step Functions retries match
 * its names). It names no provider's code, so the domain may read and throw it.
 */

/** The upstream services the pipeline calls, and where notifications go (Slack, SES). */
export type ProviderName = 'openai' | 'gemini' | 'vision' | 'wordpress' | 'meta' | 'slack' | 'ses';

/**
 * Error names as Step Functions sees them (`errorType` of a failed Lambda task is the error's `name`), for
 * `Retry`/`Catch` `ErrorEquals`. Stable strings: renaming one breaks the state machine's matching.
 */
export const PROVIDER_ERROR_NAMES = {
  failed: 'ProviderError',
  auth: 'ProviderAuthError',
  transient: 'ProviderTransientError',
  rateLimited: 'ProviderRateLimitError',
} as const;

export interface ProviderErrorDetails {
  provider: ProviderName;
  /** The upstream HTTP status, when there was an answer. */
  status?: number;
  /** Readable text fit for a keyword's error reason and a run's log: never a secret. */
  reason: string;
  cause?: unknown;
}

/** An upstream call failed for good (bad request, refused content, unexpected answer): do not retry. */
export class ProviderError extends Error {
  override name: string = PROVIDER_ERROR_NAMES.failed;
  readonly provider: ProviderName;
  readonly status?: number;
  readonly reason: string;
  readonly retryable: boolean = false;

  constructor(details: ProviderErrorDetails) {
    super(details.reason, { cause: details.cause });
    this.provider = details.provider;
    this.status = details.status;
    this.reason = details.reason;
  }
}

/** The service refused the credentials (401/403 or its own "invalid key" answer): retrying cannot help. */
export class ProviderAuthError extends ProviderError {
  override name: string = PROVIDER_ERROR_NAMES.auth;
}

/** Throttled (429), a server error (5xx), a timeout or a broken connection: worth retrying later. */
export class ProviderTransientError extends ProviderError {
  override name: string = PROVIDER_ERROR_NAMES.transient;
  override readonly retryable: boolean = true;
  /** How long the service asked us to wait (`Retry-After` or Google's `RetryInfo`), when it said. */
  readonly retryAfterMs?: number;

  constructor(details: ProviderErrorDetails & { retryAfterMs?: number }) {
    super(details);
    this.retryAfterMs = details.retryAfterMs;
  }
}

/**
 * Throttled (429), or a turn further off than a call may wait: transient, but the state machine retries it
 * on a schedule of its own that outlasts a rate-limit window.
 */
export class ProviderRateLimitError extends ProviderTransientError {
  override name: string = PROVIDER_ERROR_NAMES.rateLimited;
}

const TRANSIENT_STATUSES = new Set([408, 425]);

/** The error class an upstream HTTP status calls for: 401/403 auth, 429 rate limit, 408/5xx transient, else final. */
export function providerErrorForStatus(
  details: ProviderErrorDetails & { status: number; retryAfterMs?: number },
): ProviderError {
  if (details.status === 401 || details.status === 403) return new ProviderAuthError(details);
  if (details.status === 429) return new ProviderRateLimitError(details);
  if (details.status >= 500 || TRANSIENT_STATUSES.has(details.status))
    return new ProviderTransientError(details);
  return new ProviderError(details);
}

/** Cuts upstream text to a length fit for a log line or a keyword's error reason. */
export function shortText(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

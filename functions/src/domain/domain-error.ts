/**
 * What went wrong, in the domain's words. Only the API's error middleware (`api/middleware/errors.ts`)
 * turns a kind into an HTTP status; domain code never names one.
 */
export type DomainErrorKind =
  /** The request cannot be carried out as sent: a bad value, a missing setting, a change refused as such. */
  | 'invalid'
  /** The caller's role may not do this. */
  | 'forbidden'
  | 'not_found'
  /** The current state refuses it: taken, changed meanwhile, already running. */
  | 'conflict'
  /** Understood, but what it refers to cannot work: a key reused with another body, saved settings refused. */
  | 'unprocessable'
  /** Too many of these too soon; `retryAfterSeconds` says when, when it is known. */
  | 'rate_limited'
  /** An upstream service failed or refused for its own reasons. */
  | 'upstream_refused'
  /** Cannot be done now; the same request later may succeed. */
  | 'unavailable';

interface DomainErrorOptions {
  /** How long to wait before trying again, for `rate_limited`. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** The one error type of the domain: a kind and a message written for the person who made the request. */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unprocessable = (message: string, cause?: unknown) =>
  new DomainError('unprocessable', message, { cause });
export const upstreamRefused = (message: string) => new DomainError('upstream_refused', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);

/** A wait in milliseconds as whole seconds to wait, rounded up so a retry never comes early. */
export const rateLimited = (message: string, retryAfterMs?: number) =>
  new DomainError('rate_limited', message, {
    retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

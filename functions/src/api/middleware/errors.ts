import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type DomainErrorKind } from '../../domain/domain-error';
import { logger } from '../../lib/logger';
import { providerRefusal } from './provider-refusals';

/** The one place where what went wrong becomes an HTTP status. */
const STATUS_OF_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  upstream_refused: 502,
  unavailable: 503,
};

/**
 * Every failure answers `{ message }`: Hono's own (validation, sessions) and the domain's with their
 * status (a rate limit with `Retry-After` when its wait is known), anything else as a logged 500.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'Request failed' }, error.status);
  }
  const refusal = error instanceof DomainError ? error : providerRefusal(error);
  if (refusal) {
    if (refusal.retryAfterSeconds !== undefined) c.header('Retry-After', String(refusal.retryAfterSeconds));
    return c.json({ message: refusal.message }, STATUS_OF_KIND[refusal.kind]);
  }
  logger.error('Unhandled error', { error, path: c.req.path, method: c.req.method });
  return c.json({ message: 'Internal server error' }, 500);
}

export const handleNotFound = (c: Context) =>
  c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404);

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { WeakPasswordError } from '../../domain/auth/new-password';
import { MetaNotConfiguredError } from '../../domain/meta/meta-not-configured-error';
import { logger } from '../../lib/logger';

/** Every failure answers `{ message }`: known ones with their status, anything else as a logged 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'Request failed' }, error.status);
  }
  // Any route that needs Meta: the caller has to save credentials first, a 400 like any missing input.
  if (error instanceof MetaNotConfiguredError) return c.json({ message: error.message }, 400);
  // A new password on the common-password list, wherever one is set.
  if (error instanceof WeakPasswordError) return c.json({ message: error.message }, 400);
  logger.error('Unhandled error', { error, path: c.req.path, method: c.req.method });
  return c.json({ message: 'Internal server error' }, 500);
}

export const handleNotFound = (c: Context) =>
  c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404);

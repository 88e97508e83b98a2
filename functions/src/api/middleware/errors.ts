import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logger } from '../../lib/logger';

/** Every failure answers `{ message }`: known ones with their status, anything else as a logged 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || 'Request failed' }, error.status);
  }
  logger.error('Unhandled error', { error, path: c.req.path, method: c.req.method });
  return c.json({ message: 'Internal server error' }, 500);
}

export const handleNotFound = (c: Context) =>
  c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404);

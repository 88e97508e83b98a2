import type { MiddlewareHandler } from 'hono';

/**
 * Every `/api` answer is `Cache-Control: no-store` unless its route chose otherwise (the image proxy's
 * images): they carry one user's data, so neither the browser's cache (back button, a shared computer)
 * nor any cache between may keep a copy. That includes the OpenAPI document and reference page, which
 * also sit behind the session, and refusals, which cost nothing to send again.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};

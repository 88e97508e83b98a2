import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest request body the API reads: far above any form it serves (a prompt's 20,000 characters). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** Signing in takes an email and a password, and anyone may call it: a small cap. */
export const LOGIN_BODY_LIMIT_BYTES = 16 * 1024;

const tooLarge = (label: string) => (c: Context) =>
  c.json({ message: `Request body too large: at most ${label} is accepted.` }, 413);

/**
 * Caps request bodies before any route reads them: 413 `{message}` beyond the limit. Hono's check trusts
 * a declared Content-Length, which both hosts make true: Node's HTTP parser never hands the app more bytes
 * than it declares, and the Lambda adapter sets it from the event's body. A body without one (chunked) is
 * counted as it streams and refused at the first byte over the limit.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const login = bodyLimit({ maxSize: LOGIN_BODY_LIMIT_BYTES, onError: tooLarge('16 KB') });
  const general = bodyLimit({ maxSize: API_BODY_LIMIT_BYTES, onError: tooLarge('1 MB') });
  // Every sign-in route (both steps, the first from the login page's form too) is open to anyone, and
  // none needs more than a few kilobytes.
  const isSignIn = (path: string) => path === '/api/login' || path.startsWith('/api/login/');
  return (c, next) => (isSignIn(c.req.path) ? login : general)(c, next);
}

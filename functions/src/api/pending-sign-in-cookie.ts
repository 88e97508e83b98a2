import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PENDING_SIGN_IN_MS } from '../domain/auth/second-factor/pending-sign-in';
import { cookieAttributes, prefixFor } from './session-cookie';

/**
 * The pending-sign-in cookie: set when the password was right and a second factor is awaited, for 5
 * minutes, with the session cookie's attributes (`__Host-kw_mfa_pending` over HTTPS). Only the second
 * step's routes read it; it is never a session.
 */
const PENDING_COOKIE = 'kw_mfa_pending';

export const readPendingSignInCookie = (c: Context) => getCookie(c, PENDING_COOKIE, prefixFor(c));

export function writePendingSignInCookie(c: Context, pendingId: string) {
  setCookie(c, PENDING_COOKIE, pendingId, { ...cookieAttributes(c), maxAge: PENDING_SIGN_IN_MS / 1000 });
}

export function clearPendingSignInCookie(c: Context) {
  deleteCookie(c, PENDING_COOKIE, cookieAttributes(c));
}

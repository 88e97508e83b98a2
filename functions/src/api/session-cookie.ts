import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../domain/auth/session-service';

export const SESSION_COOKIE = 'kw_session';

/** Secure whenever the site is reached over HTTPS (always on AWS, where CloudFront says so). */
function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('cloudfront-forwarded-proto') === 'https';
}

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE);

export function writeSessionCookie(c: Context, sessionId: string) {
  setCookie(c, SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c) });
}

import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '../domain/auth/session-service';

/**
 * The session cookie's name. Over HTTPS it carries the `__Host-` prefix (`__Host-kw_session`): the browser
 * keeps such a cookie only when it is Secure, for Path=/ and without a Domain, so no sibling subdomain and
 * no plain-HTTP page can plant or overwrite it. The local server speaks plain HTTP, where a `__Host-`
 * cookie cannot be set, so it keeps the bare name.
 *
 * Each transport reads only its own name. A browser that signed in over HTTPS before the prefix came holds
 * the bare name, which is no longer read there: that user signs in once more (the old cookie expires on its
 * own, and its session on the server times out).
 */
export const SESSION_COOKIE = 'kw_session';
export const HTTPS_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Secure whenever the site is reached over HTTPS (always on AWS, where CloudFront says so). */
function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('cloudfront-forwarded-proto') === 'https';
}

/** Hono's cookie prefix option for this transport: `__Host-` over HTTPS, none over HTTP. */
export const prefixFor = (c: Context) => (isHttps(c) ? ('host' as const) : undefined);

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE, prefixFor(c));

/** The attributes of the product's cookies: HttpOnly, Lax, site-wide, and `Secure` with `__Host-` on HTTPS. */
export const cookieAttributes = (c: Context) =>
  ({ httpOnly: true, sameSite: 'Lax', secure: isHttps(c), path: '/', prefix: prefixFor(c) }) as const;

export function writeSessionCookie(c: Context, sessionId: string) {
  setCookie(c, SESSION_COOKIE, sessionId, {
    ...cookieAttributes(c),
    maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, cookieAttributes(c));
}

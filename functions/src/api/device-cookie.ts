import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cookieAttributes, prefixFor } from './session-cookie';

/**
 * The device cookie (`kw_device`, `__Host-kw_device` over HTTPS): set at every sign-in, kept through
 * sign-out, and read only by sign-in, where it spares a browser that signed in before the account's
 * pacing (decision 027). Strict: only this site's own sign-in page sends it.
 */
const DEVICE_COOKIE = 'kw_device';
/** As long as browsers keep a cookie (Chrome caps them at 400 days). */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export const readDeviceCookie = (c: Context) => getCookie(c, DEVICE_COOKIE, prefixFor(c));

export function writeDeviceCookie(c: Context, token: string) {
  setCookie(c, DEVICE_COOKIE, token, {
    ...cookieAttributes(c),
    sameSite: 'Strict',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

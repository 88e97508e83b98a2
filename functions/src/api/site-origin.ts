import { isIP } from 'node:net';
import type { Context } from 'hono';

/** How the API tells its own origin from another site's. */
export interface SiteOriginSettings {
  /** True behind CloudFront, which passes the viewer's host in `x-forwarded-host`. */
  trustForwardedHost: boolean;
  /**
   * The local server only: the host names its pages may be opened at (`localhost` and its configured
   * `HOST`). Unset behind CloudFront, which answers only for the distribution's own names.
   */
  siteHostNames?: readonly string[];
}

/**
 * The site's own origin, as the browser sees it. Behind CloudFront the Host header names the Lambda
 * origin, so a trusted `x-forwarded-host` (set by CloudFront from the viewer's Host) takes its place.
 */
export function siteOrigin(c: Context, trustForwardedHost: boolean): string {
  const forwardedHost = trustForwardedHost ? c.req.header('x-forwarded-host') : undefined;
  if (!forwardedHost) return new URL(c.req.url).origin;
  const proto = c.req.header('cloudfront-forwarded-proto') ?? c.req.header('x-forwarded-proto') ?? 'https';
  return `${proto}://${forwardedHost}`;
}

/**
 * Whether `origin` is this site's: the origin the request was sent to, and, on the local server, at one of
 * its own names. The second half stops DNS rebinding: a page at `evil.example:3000` whose name its owner
 * points at 127.0.0.1 sends Host and Origin alike, both naming evil.example. An IP address is always
 * accepted: no DNS answer stands behind it, so a page at an address was served by whatever answers there,
 * which is this server (that is how other machines reach it when `HOST` is `0.0.0.0`).
 */
export function isSiteOrigin(c: Context, origin: string | undefined, settings: SiteOriginSettings): boolean {
  const own = siteOrigin(c, settings.trustForwardedHost);
  if (origin !== own) return false;
  if (!settings.siteHostNames) return true;
  const hostName = new URL(own).hostname;
  return settings.siteHostNames.includes(hostName) || isIP(hostName.replace(/^\[(.*)\]$/, '$1')) !== 0;
}

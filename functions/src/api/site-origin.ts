import type { Context } from 'hono';

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

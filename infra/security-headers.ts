/**
 * The security headers of every response, described once: CloudFront's response headers policy is built
 * from them on AWS (infra/cdk/constructs/security-headers.ts) and the local server sends them itself
 * (infra/local/local-server-app.ts).
 */

/**
 * What the SPA may load: its own scripts, styles, fonts and API only. MUI's emotion injects `<style>`
 * elements, hence inline styles; images may also be data URLs and https images (WordPress previews).
 * `frame-ancestors 'none'`: no other site may frame the dashboard (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Strict-Transport-Security: two years, subdomains included. */
export const HSTS = { maxAgeDays: 730, includeSubdomains: true } as const;

/**
 * The headers as sent, by name. HSTS is not among them: the local server speaks plain HTTP, over which a
 * browser ignores it (RFC 6797, 8.1), and were it ever served over HTTPS it would pin every port of
 * `localhost` to HTTPS for two years. CloudFront adds it from `HSTS`.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Links to WordPress posts and Meta do not reveal the dashboard's paths.
  'Referrer-Policy': 'same-origin',
} as const;

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isSiteOrigin, type SiteOriginSettings } from './site-origin';

/** Whether a request to `url` with these headers counts as coming from this site. */
async function accepted(settings: SiteOriginSettings, url: string, headers: Record<string, string>) {
  const app = new Hono().all('*', (c) => c.text(String(isSiteOrigin(c, c.req.header('origin'), settings))));
  return (await (await app.request(url, { headers })).text()) === 'true';
}

const local = { trustForwardedHost: false, siteHostNames: ['localhost', 'kw.lan'] };

describe('isSiteOrigin on the local server', () => {
  it('accepts its configured host and localhost, each with the port the request came to', async () => {
    expect(await accepted(local, 'http://kw.lan:3000/api/x', { origin: 'http://kw.lan:3000' })).toBe(true);
    expect(await accepted(local, 'http://localhost:3000/api/x', { origin: 'http://localhost:3000' })).toBe(
      true,
    );
    expect(await accepted(local, 'http://localhost:3000/api/x', { origin: 'http://localhost:3001' })).toBe(
      false,
    );
  });

  it('accepts an address, v4 or v6, but no other name, even one the Host header agrees with', async () => {
    expect(await accepted(local, 'http://10.0.0.7:3000/', { origin: 'http://10.0.0.7:3000' })).toBe(true);
    expect(await accepted(local, 'http://[::1]:3000/', { origin: 'http://[::1]:3000' })).toBe(true);
    expect(await accepted(local, 'http://evil.example:3000/', { origin: 'http://evil.example:3000' })).toBe(
      false,
    );
    expect(
      await accepted(local, 'http://kw.lan.evil.example/', { origin: 'http://kw.lan.evil.example' }),
    ).toBe(false);
  });

  it('refuses a request without an Origin', async () => {
    expect(await accepted(local, 'http://localhost:3000/', {})).toBe(false);
  });
});

describe('isSiteOrigin behind CloudFront', () => {
  const cloudFront = { trustForwardedHost: true };
  const viewer = { 'x-forwarded-host': 'dash.example.com', 'cloudfront-forwarded-proto': 'https' };

  it("accepts the viewer's host, whatever name the Lambda was reached at", async () => {
    const url = 'https://abc.lambda-url.us-east-1.on.aws/api/x';
    expect(await accepted(cloudFront, url, { ...viewer, origin: 'https://dash.example.com' })).toBe(true);
    expect(await accepted(cloudFront, url, { ...viewer, origin: 'https://evil.example' })).toBe(false);
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { S3Client } from '@aws-sdk/client-s3';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { App } from '../../functions/src/api/app';
import { createLocalServerApp } from '../../infra/local/local-server-app';
import { CONTENT_SECURITY_POLICY } from '../../infra/security-headers';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const BIG_JSON = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `keyword ${i}` })) };
const PNG_BYTES = new Uint8Array(4000).fill(7);

async function spaFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'kw-spa-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Keywright</title>');
  await writeFile(join(dir, 'login.html'), '<!doctype html><title>Keywright</title><form></form>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'vendor-def456.js'), BIG_SCRIPT);
  return dir;
}

/** The local server's own routes, as CloudFront serves them on AWS; the API app is a stand-in here. */
async function localServer() {
  const api = new Hono()
    .get('/api/ping', (c) => c.json({ ok: true }))
    .get('/api/list', (c) => c.json(BIG_JSON))
    .get('/api/image', (c) => c.body(PNG_BYTES, 200, { 'Content-Type': 'image/png' }))
    .get('/api/already', (c) =>
      c.body(gzipSync(JSON.stringify(BIG_JSON)), 200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
      }),
    ) as unknown as App;
  const s3 = new S3Client({ region: 'us-east-1' });
  const spaDir = await spaFolder();
  return Object.assign(createLocalServerApp({ api, s3, bucket: 'unused', spaDir }), { spaDir });
}

const accepting = (encodings: string) => ({ headers: { 'Accept-Encoding': encodings } });

describe('the local server', () => {
  it.each(['/', '/keywords', '/detail/abc', '/login/more'])(
    'answers the client route %s with index.html, never cached',
    async (path) => {
      const response = await (await localServer()).request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<!doctype html><title>Keywright</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/login', '/login/'])('answers %s with the build-time login page, never cached', async (path) => {
    const response = await (await localServer()).request(path);
    expect(await response.text()).toContain('<form></form>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await (await localServer()).request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves /api to the API', async () => {
    const response = await (await localServer()).request('/api/ping');
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('compression, as CloudFront compresses', () => {
  it('serves a script with brotli when the browser accepts it, gzip otherwise, and says it varies', async () => {
    const server = await localServer();
    const brotli = await server.request('/assets/vendor-def456.js', accepting('gzip, deflate, br, zstd'));
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const compressed = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(compressed.byteLength);
    expect(compressed.byteLength).toBeLessThan(BIG_SCRIPT.length / 3);
    expect(brotliDecompressSync(compressed).toString()).toBe(BIG_SCRIPT);

    const gzip = await server.request('/assets/vendor-def456.js', accepting('gzip, br;q=0'));
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the bytes as they are to a client that accepts no encoding', async () => {
    const server = await localServer();
    for (const init of [undefined, accepting('identity'), accepting('br;q=0, gzip;q=0')]) {
      const response = await server.request('/assets/vendor-def456.js', init);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(BIG_SCRIPT);
    }
  });

  it('compresses a hashed asset once and serves later requests from memory', async () => {
    const server = await localServer();
    const first = await server.request('/assets/vendor-def456.js', accepting('br'));
    // A hashed file never changes; had it been compressed again, the new bytes would show.
    await writeFile(join(server.spaDir, 'assets', 'vendor-def456.js'), `${BIG_SCRIPT}\n// changed`);
    const second = await server.request('/assets/vendor-def456.js', accepting('br'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it('compresses large API JSON, but not small answers, images or what is already encoded', async () => {
    const server = await localServer();
    const list = await server.request('/api/list', accepting('gzip, br'));
    expect(list.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await list.arrayBuffer())).toString())).toEqual(
      BIG_JSON,
    );

    const small = await server.request('/api/ping', accepting('gzip, br'));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });

    const image = await server.request('/api/image', accepting('gzip, br'));
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);

    const already = await server.request('/api/already', accepting('gzip, br'));
    expect(already.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await already.arrayBuffer())).toString())).toEqual(BIG_JSON);
  });

  it('leaves index.html small enough uncompressed, as CloudFront does under 1,000 bytes', async () => {
    const response = await (await localServer()).request('/keywords', accepting('gzip, br'));
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('<title>Keywright</title>');
  });
});

describe('security headers, as CloudFront adds them', () => {
  it.each(['/', '/keywords', '/assets/index-abc123.js', '/api/ping', '/api/no-such-route'])(
    'are on %s: the CSP (no framing), nosniff, frame denial, same-origin referrer',
    async (path) => {
      const response = await (await localServer()).request(path);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
      });
      expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
      expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    },
  );

  it('replace what a route sent, as CloudFront overrides the origin', async () => {
    const api = new Hono().get('/api/framed', (c) =>
      c.text('x', 200, { 'X-Frame-Options': 'SAMEORIGIN' }),
    ) as unknown as App;
    const server = createLocalServerApp({ api, s3: new S3Client({ region: 'us-east-1' }), bucket: 'unused' });
    expect((await server.request('/api/framed')).headers.get('x-frame-options')).toBe('DENY');
  });
});

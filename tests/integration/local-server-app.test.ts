import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { App } from '../../functions/src/api/app';
import { createLocalServerApp } from '../../infra/local/local-server-app';

async function spaFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'kw-spa-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Keywright</title>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** The local server's own routes, as CloudFront serves them on AWS; the API app is a stand-in here. */
async function localServer() {
  const api = new Hono().get('/api/ping', (c) => c.json({ ok: true })) as unknown as App;
  const s3 = new S3Client({ region: 'us-east-1' });
  return createLocalServerApp({ api, s3, bucket: 'unused', spaDir: await spaFolder() });
}

describe('the local server', () => {
  it.each(['/', '/login', '/keywords', '/detail/abc'])(
    'answers the client route %s with index.html, never cached',
    async (path) => {
      const response = await (await localServer()).request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Keywright</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

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

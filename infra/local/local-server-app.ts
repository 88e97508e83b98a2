import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { buildApi } from '../../functions/src/composition/entry-points/api';
import { SECURITY_HEADERS } from '../security-headers';
import { compression } from './compression';

type App = ReturnType<typeof buildApi>['app'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHED = 'no-cache';
const LOGIN_PATHS = new Set(['/login', '/login/']);

/** Sets Cache-Control on what the next handler found (serveStatic builds its response before any hook). */
function cacheControl(value: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', value(c));
  };
}

/** CloudFront's response headers policy, locally: the same headers on every response, over the route's own. */
const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};

/**
 * What CloudFront does on AWS, done locally: its security headers, `/api/*` to the app, `/images/*` from
 * the bucket, hashed assets cached for a year, `/login` to its build-time page and every other path to
 * the SPA's index.html (both never cached),
 * and text responses compressed with brotli or gzip.
 */
export function createLocalServerApp(options: {
  api: App;
  s3: S3Client;
  bucket: string;
  spaDir?: string;
  /** The local server's own routes (`/local/*`: the sandbox's controls), ahead of the SPA's fallback. */
  local?: Hono[];
}) {
  const server = new Hono();
  server.use('*', securityHeaders);
  server.use('*', compression());
  server.route('/', options.api);
  for (const routes of options.local ?? []) server.route('/', routes);

  server.get('/images/*', async (c) => {
    try {
      const object = await options.s3.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: c.req.path.slice(1) }),
      );
      const body = await object.Body!.transformToByteArray();
      return c.body(body as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': object.ContentType ?? 'application/octet-stream',
        'Cache-Control': IMMUTABLE,
      });
    } catch (error) {
      if (error instanceof NoSuchKey) return c.text('Not found', 404);
      throw error;
    }
  });

  const spaDir = options.spaDir;
  if (spaDir && existsSync(join(spaDir, 'index.html'))) {
    server.use(
      '/assets/*',
      cacheControl(() => IMMUTABLE),
      serveStatic({ root: spaDir }),
    );
    // Other files (favicon...) briefly cached; `/` itself is index.html, which must never be cached.
    server.use(
      '*',
      cacheControl((c) => (c.req.path === '/' ? NEVER_CACHED : 'public, max-age=3600')),
      serveStatic({ root: spaDir }),
    );
    // Client routes (/keywords, /detail/1...) are the SPA's: answer them with index.html, and /login with
    // its page rendered at build time (web/prerender-login.ts), as the CloudFront function does.
    const loginPage = join(spaDir, 'login.html');
    server.get('*', async (c) => {
      c.header('Cache-Control', NEVER_CACHED);
      const login = LOGIN_PATHS.has(c.req.path) && existsSync(loginPage);
      return c.html(await readFile(login ? loginPage : join(spaDir, 'index.html'), 'utf8'));
    });
  }
  return server;
}

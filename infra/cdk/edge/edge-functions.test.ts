import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface EdgeRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}
type Handler = (event: { request: EdgeRequest }) => EdgeRequest;

/** Loads a CloudFront Function's code as CloudFront runs it: a script defining `handler`. */
function loadHandler(file: string): Handler {
  const code = readFileSync(new URL(file, import.meta.url), 'utf8');
  return new Function(`${code}\nreturn handler;`)() as Handler;
}

const request = (uri: string, headers: EdgeRequest['headers'] = {}): EdgeRequest => ({
  uri,
  headers: { host: { value: 'dash.example.com' }, ...headers },
});

describe('the SPA route function', () => {
  const handler = loadHandler('./spa-route.js');

  it.each(['/login', '/login/'])('serves the build-time login page for %s', (uri) => {
    expect(handler({ request: request(uri) }).uri).toBe('/login.html');
  });

  it.each(['/', '/keywords', '/detail/42', '/meta-campaigns/abc/', '/settings', '/login/x'])(
    'serves index.html for the client route %s',
    (uri) => {
      expect(handler({ request: request(uri) }).uri).toBe('/index.html');
    },
  );

  it.each(['/assets/index-Mlhf6r3x.js', '/index.html', '/favicon.ico'])('leaves the file %s alone', (uri) => {
    expect(handler({ request: request(uri) }).uri).toBe(uri);
  });
});

describe('the viewer host function', () => {
  const handler = loadHandler('./viewer-host.js');

  it('passes the viewer Host on as x-forwarded-host', () => {
    const result = handler({ request: request('/api/login') });
    expect(result.headers['x-forwarded-host']).toEqual({ value: 'dash.example.com' });
    expect(result.uri).toBe('/api/login');
  });

  it('overwrites an x-forwarded-host sent by the viewer', () => {
    const forged = request('/api/login', { 'x-forwarded-host': { value: 'evil.example' } });
    expect(handler({ request: forged }).headers['x-forwarded-host']).toEqual({ value: 'dash.example.com' });
  });
});

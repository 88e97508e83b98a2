// Child process of tests/bench/bundles.ts, so that the peak RSS it reports is the API handler's alone.
// It imports the API bundle `cdk deploy` would upload, as Lambda's init phase does, then serves the cold
// start's first request as a Function URL delivers it, and prints the figures as JSON. Two kinds of cold
// start: with `BENCH_COOKIE` unset, a sign-in (scrypt at its full cost) and then one keyword list request,
// whose peak RSS sizes the function; with it set, a signed-in visitor's `GET /api/keywords?page=1`, the
// usual first request of a container. The import's CPU time is given beside its wall-clock time: on a
// shared machine the latter mostly measures waiting for a core.
import { pathToFileURL } from 'node:url';

const DOMAIN = 'bench.lambda-url.us-east-1.on.aws';
const VIEWER = { 'x-forwarded-host': 'dash.example.com', 'cloudfront-forwarded-proto': 'https' };

function functionUrlEvent(method, path, { query = '', body, headers = {}, cookies } = {}) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    cookies,
    headers: { host: DOMAIN, ...VIEWER, ...headers },
    requestContext: {
      domainName: DOMAIN,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'bench' },
      requestId: `bench-${method}-${path}`,
      routeKey: '$default',
      stage: '$default',
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: false,
  };
}

const importStarted = performance.now();
const importCpu = process.cpuUsage();
const { handler } = await import(pathToFileURL(process.env.BENCH_BUNDLE).href);
const importMs = performance.now() - importStarted;
const { user, system } = process.cpuUsage(importCpu);
const importCpuMs = (user + system) / 1000;
const listPage = (cookie) =>
  handler(functionUrlEvent('GET', '/api/keywords', { query: 'page=1', cookies: [cookie] }), {});

const firstStarted = performance.now();
if (process.env.BENCH_COOKIE) {
  const list = await listPage(process.env.BENCH_COOKIE);
  const firstRequestMs = performance.now() - firstStarted;
  process.stdout.write(JSON.stringify({ list: list.statusCode, importMs, importCpuMs, firstRequestMs }));
} else {
  const login = await handler(
    functionUrlEvent('POST', '/api/login', {
      headers: { origin: 'https://dash.example.com', 'content-type': 'application/json' },
      body: JSON.stringify({ username: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD }),
    }),
    {},
  );
  const firstRequestMs = performance.now() - firstStarted;
  const cookie = login.cookies?.[0]?.split(';')[0];
  const list = await listPage(cookie);
  process.stdout.write(
    JSON.stringify({
      login: login.statusCode,
      list: list.statusCode,
      cookie,
      peakRssKb: process.resourceUsage().maxRSS,
      importMs,
      importCpuMs,
      firstRequestMs,
    }),
  );
}

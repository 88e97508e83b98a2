// Child process of tests/bench/bundles.ts, so that the peak RSS it reports is the API handler's alone.
// It imports the API bundle `cdk deploy` would upload, signs in (scrypt at its full cost) and serves one
// keyword list request, as a Lambda Function URL delivers them, then prints the statuses and peak RSS, and
// the cold start's share the bundle decides: the time its import takes (what Lambda's init phase runs) and
// the first request's (the sign-in, scrypt included). The import's CPU time is given beside its wall-clock
// time: on a shared machine the latter mostly measures waiting for a core.
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
const loginStarted = performance.now();
const login = await handler(
  functionUrlEvent('POST', '/api/login', {
    headers: { origin: 'https://dash.example.com', 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.BENCH_EMAIL, password: process.env.BENCH_PASSWORD }),
  }),
  {},
);
const firstRequestMs = performance.now() - loginStarted;
const cookie = login.cookies?.[0]?.split(';')[0];
const list = await handler(
  functionUrlEvent('GET', '/api/keywords', { query: 'page=1', cookies: [cookie] }),
  {},
);
process.stdout.write(
  JSON.stringify({
    login: login.statusCode,
    list: list.statusCode,
    peakRssKb: process.resourceUsage().maxRSS,
    importMs,
    importCpuMs,
    firstRequestMs,
  }),
);

/**
 * API latency under load (issue 13): 50 signed-in clients for 60 s against the local server on the keyword
 * list, search, processing status, stats and API status routes (and the Meta lists the API documents), once
 * idle and once while a 50-keyword batch runs against the sandbox. Prints requests, errors, non-2xx and
 * p50/p95/p99 per phase, and the p95 ratio batch/idle. Run: `npx tsx tests/bench/load.ts` (about three
 * minutes; `LOAD_SECONDS=10` for a quick look). Loopback only; it stops by itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Client, type Request, type Result } from 'autocannon';

// Quiet: the SDK's Node 22 notice and the step logs are noise in this report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
// dynalite's LevelDB works in libuv's thread pool (4 threads by default): 8 keywords at once queue there.
process.env.UV_THREADPOOL_SIZE ??= '16';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = 50;
const KEYWORDS_SEEDED = 1000;
const BATCH = 50;
const CONCURRENCY = 8;
const ORIGIN = 'http://localhost';
/**
 * Upstream latencies of the shape `pipeline.ts` uses (text calls, the long image call, Vision, WordPress),
 * scaled so the batch's seven waves of eight keywords outlast the measured window: it runs all along.
 */
const SHAPE = { text: 4000, images: 30000, vision: 1000, wordpress: 500 };
const SHAPE_PATH_MS = 3 * SHAPE.text + SHAPE.text + SHAPE.images + SHAPE.vision + 4 * SHAPE.wordpress;
const scale = (SECONDS * 1000 * 1.2) / Math.ceil(BATCH / CONCURRENCY) / SHAPE_PATH_MS;
const LATENCY = Object.fromEntries(
  Object.entries(SHAPE).map(([service, ms]) => [service, Math.round(ms * scale)]),
) as typeof SHAPE;

const { startLocalServer } = await import('../../infra/local/local-server');
const { startBatch } = await import('#tests/support/pipeline-stack');
const { seedKeywords } = await import('#tests/support/keyword-builders');

const dataDir = await mkdtemp(join(tmpdir(), 'kw-bench-load-'));
const server = await startLocalServer({
  dataDir,
  port: 0,
  host: '127.0.0.1',
  admin: { email: 'admin@example.com', password: 'admin1234' },
  settings: { passwordCost: { N: 2 ** 10, r: 8, p: 1 }, pipelineMaxConcurrency: CONCURRENCY },
  sandboxKnobs: {
    gemini: { latencyMs: LATENCY.text },
    openai: { latencyMs: LATENCY.text, calls: { images: { latencyMs: LATENCY.images } } },
    vision: { latencyMs: LATENCY.vision },
    wordpress: { latencyMs: LATENCY.wordpress },
  },
});
const { stack } = server;

/** A same-origin JSON request to the app, in-process (setup only; the load goes over HTTP). */
async function call(method: string, path: string, cookie: string, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response = await stack.app.request(path, {
    method,
    headers: { origin: ORIGIN, cookie, ...(text ? { 'content-type': 'application/json' } : {}) },
    body: text,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signIn(username: string, password: string): Promise<string> {
  const response = await call('POST', '/api/login', '', { username, password });
  const cookie = /kw_session=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`no session cookie for ${username}`);
  return cookie;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

interface Phase {
  result: Result;
  p50: number;
  p95: number;
  p99: number;
  /** Per route: its latencies (sorted) and the statuses other than 2xx it answered, with how often. */
  routes: Map<string, { times: number[]; refused: Map<number, number> }>;
}

/**
 * Every client cycles through `requests` with its own session. A client sends one request at a time, in
 * order, so its n-th response answers the n-th request of its cycle: that tells each latency's route.
 */
function load(requests: Request[], cookies: string[], seconds: number): Promise<Phase> {
  const times: number[] = [];
  const routes: Phase['routes'] = new Map(
    requests.map(({ path }) => [path, { times: [], refused: new Map() }]),
  );
  const answered = new Map<Client, number>();
  const offsets = new Map<Client, number>();
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${server.port}`,
        connections: cookies.length,
        duration: seconds,
        timeout: 30,
        requests,
        setupClient: (client) => {
          // Each client starts at another route, so every route is loaded from the first second on.
          const offset = next % requests.length;
          const cookie = cookies[next++ % cookies.length]!;
          offsets.set(client, offset);
          const cycle = [...requests.slice(offset), ...requests.slice(0, offset)];
          client.setRequests(cycle.map((request) => ({ ...request, headers: { cookie } })));
        },
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        for (const route of routes.values()) route.times.sort((a, b) => a - b);
        const at = (p: number) => percentile(times, p);
        resolve({ result, p50: at(0.5), p95: at(0.95), p99: at(0.99), routes });
      },
    );
    instance.on('response', (client, status, _bytes, responseTime) => {
      const count = answered.get(client) ?? 0;
      answered.set(client, count + 1);
      const route = routes.get(requests[(offsets.get(client)! + count) % requests.length]!.path)!;
      times.push(responseTime);
      route.times.push(responseTime);
      if (status < 200 || status >= 300) route.refused.set(status, (route.refused.get(status) ?? 0) + 1);
    });
  });
}

try {
  const adminCookie = await signIn('admin@example.com', 'admin1234');
  await seedKeywords(stack.deps.keywords, KEYWORDS_SEEDED);
  const cookies: string[] = [];
  for (let k = 0; k < CLIENTS; k += 1) {
    const user = { username: `load${k}`, email: `load${k}@example.com`, password: 'password-123' };
    await call('POST', '/api/users', adminCookie, {
      ...user,
      // Admins: the Meta lists need permissions only admins hold, and a 403 would measure nothing.
      role: 'admin',
      isActive: true,
    });
    cookies.push(await signIn(user.email, user.password));
  }

  // The routes a dashboard polls, and the Meta lists as the API documents them (none until they land).
  const document = (await (await call('GET', '/api/openapi.json', adminCookie)).json()) as {
    paths: Record<string, { get?: { parameters?: { required?: boolean }[] } }>;
  };
  // Locally the Meta routes answer from the Meta Graph sandbox once it is chosen (else: "not connected").
  if (document.paths['/api/meta/use-sandbox']) await call('POST', '/api/meta/use-sandbox', adminCookie);
  // Lists: GET routes with no path parameter and no required query parameter.
  const metaLists = Object.entries(document.paths)
    .filter(
      ([path, item]) =>
        /^\/api\/(meta|adset-names)/.test(path) &&
        !path.includes('{') &&
        item.get &&
        !item.get.parameters?.some((parameter) => parameter.required),
    )
    .map(([path]) => path);
  const paths = [
    '/api/keywords?page=1',
    '/api/keywords?page=20',
    '/api/keywords?search=hiking',
    '/api/keywords?search=red%20running&page=2',
    '/api/processing/status',
    '/api/stats',
    '/api/settings/status',
    ...metaLists,
  ];
  const requests = paths.map((path) => ({ method: 'GET', path }));

  console.log(
    `Load: ${CLIENTS} signed-in clients, ${SECONDS} s per phase, ${KEYWORDS_SEEDED} keywords stored`,
  );
  console.log(`  routes: ${paths.join(', ')}`);
  console.log(
    `  batch: ${BATCH} keywords at concurrency ${CONCURRENCY}, upstream latencies (ms) ${JSON.stringify(LATENCY)}`,
  );

  await load(requests, cookies, Math.min(5, SECONDS)); // warm-up: JIT, caches, connections
  const idle = await load(requests, cookies, SECONDS);

  const names = Array.from({ length: BATCH }, (_, k) => `load batch keyword ${k + 1}`);
  const keywordOptions = { generateVariants: false, publishToWordPress: true, generateAds: true };
  const { runId } = await startBatch(stack, names, { keywordOptions });
  const busy = await load(requests, cookies, SECONDS);
  const run = await stack.deps.runs.get(runId);

  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(
    `\n${'phase'.padEnd(8)}${'requests'.padStart(10)}${'errors'.padStart(8)}${'non-2xx'.padStart(9)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}`,
  );
  for (const [name, phase] of [
    ['idle', idle],
    ['batch', busy],
  ] as const) {
    const { result } = phase;
    console.log(
      `${name.padEnd(8)}${String(result.requests.total).padStart(10)}${String(result.errors).padStart(8)}${String(result.non2xx).padStart(9)}${ms(phase.p50)}${ms(phase.p95)}${ms(phase.p99)}`,
    );
  }
  console.log(`\n${'route'.padEnd(44)}${'p95 idle'.padStart(10)}${'p95 batch'.padStart(10)}  not 2xx`);
  for (const path of paths) {
    const [quiet, loaded] = [idle.routes.get(path)!, busy.routes.get(path)!];
    const refused = [...quiet.refused, ...loaded.refused].map(([status, count]) => `${count} x ${status}`);
    console.log(
      `${path.padEnd(44)}${ms(percentile(quiet.times, 0.95))}  ${ms(percentile(loaded.times, 0.95))}  ${refused.join(', ')}`,
    );
  }
  console.log(`\np95 ratio batch/idle: ${(busy.p95 / idle.p95).toFixed(2)}`);
  console.log(
    `batch at the end of its window: ${run?.succeeded ?? 0} completed, ${run?.failed ?? 0} failed of ${BATCH} (${run?.state})`,
  );
  const failures = idle.result.errors + busy.result.errors + idle.result.non2xx + busy.result.non2xx;
  console.log(
    failures === 0 ? 'errors and non-2xx: none (goal 0)' : `errors and non-2xx: ${failures} (goal 0)`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

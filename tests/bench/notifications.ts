/**
 * Notification costs (docs/design-rules.md, "Budgets"): the p95 of `GET /api/notifications/unread-count`
 * with 10 and with 100,000 stored notifications (goal: ratio at most 1.2; the count is one key read), and
 * the time from a processing run's end to its notification being readable through the API (goal: p95 at
 * most 5 s locally). Run: `npx tsx tests/bench/notifications.ts`; `BENCH_LARGE=<n>` seeds fewer than
 * 100,000, `BENCH_SAMPLES` takes fewer rounds, `BENCH_RUNS` times fewer runs.
 *
 * Two local stacks (dynalite) get their notifications raised through the product's own notifier, so each
 * carries its counter update as in production; the count requests go through the whole app, alternating
 * between the two stacks in every round so machine load weighs on both alike, and each request's DynamoDB
 * calls are counted.
 */
import type { NotificationsResponse } from '#shared/schemas/notifications';
import { startBatch } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

const SMALL = 10;
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 20;
const SEED_CONCURRENCY = 16;

interface Seeded {
  t: TestStack;
  cookie: string;
  /** DynamoDB commands the app's table client sent since the last reset, with the partition they read. */
  calls: { command: string; partition: string }[];
}

async function startSeeded(count: number): Promise<Seeded> {
  const t = await startTestStack();
  const cookie = await t.signIn();
  const calls: Seeded['calls'] = [];
  t.stack.table.client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as {
        Key?: { pk?: unknown };
        ExpressionAttributeValues?: Record<string, unknown>;
      };
      const partition = input.Key?.pk ?? input.ExpressionAttributeValues?.[':partition'] ?? '';
      calls.push({ command: String(context.commandName), partition: String(partition) });
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter' },
  );
  // The admin has a counter before anything is raised: every notification counts for them.
  await t.call('GET', '/api/notifications/unread-count', { cookie });
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < count; k = next++) {
      const id = await t.stack.deps.notifier.raise({
        kind: 'run_finished',
        severity: k % 10 === 0 ? 'error' : 'info',
        title: `Processing (new keywords) finished: ${k} of ${k} keywords completed, 0 failed`,
        message: `${k} of ${k} keywords completed, 0 failed.`,
        link: '/',
      });
      if (!id) throw new Error('a notification was not raised');
      if (k > 0 && k % 10_000 === 0)
        console.log(`  ${k} raised (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  const response = await t.call('GET', '/api/notifications/unread-count', { cookie });
  const { unreadCount } = (await response.json()) as { unreadCount: number };
  if (unreadCount !== count) throw new Error(`expected ${count} unread, got ${unreadCount}`);
  console.log(`${count} notifications raised in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { t, cookie, calls };
}

async function timeCount(stack: Seeded, expected: number) {
  stack.calls.length = 0;
  const started = performance.now();
  const response = await stack.t.call('GET', '/api/notifications/unread-count', { cookie: stack.cookie });
  const body = (await response.json()) as { unreadCount: number };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.unreadCount !== expected)
    throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body)}`);
  // The session middleware's own reads (the session, the user) are every request's; the rest is the count's.
  const own = stack.calls.filter((call) => call.partition.startsWith('NOTIFY'));
  return { elapsed, calls: own.map((call) => call.command).join('+') };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** From the moment a run is recorded finished to the moment its notification reads back through the API. */
async function runToReadable(stack: Seeded): Promise<number> {
  const { runId } = await startBatch(stack.t.stack, [`bench kayak ${Date.now()}`], {
    keywordOptions: { generateVariants: false, generateAds: false, publishToWordPress: false },
  });
  for (;;) {
    const run = await stack.t.stack.deps.runs.get(runId);
    if (run?.finishedAt) {
      const finishedAt = Date.parse(run.finishedAt);
      for (;;) {
        const response = await stack.t.call('GET', '/api/notifications?limit=5', { cookie: stack.cookie });
        const { notifications } = (await response.json()) as NotificationsResponse;
        if (
          notifications.some((n) => n.kind === 'run_finished' && Date.parse(n.createdAt) >= finishedAt - 1000)
        )
          return Date.now() - finishedAt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const small = await startSeeded(SMALL);
const large = await startSeeded(LARGE);
const times = { small: [] as number[], large: [] as number[] };
const calls = new Set<string>();
for (let k = 0; k < WARM_UP + SAMPLES; k += 1) {
  const a = await timeCount(small, SMALL);
  const b = await timeCount(large, LARGE);
  if (k < WARM_UP) continue;
  times.small.push(a.elapsed);
  times.large.push(b.elapsed);
  calls.add(a.calls).add(b.calls);
}
const [s, l] = [summary(times.small), summary(times.large)];
console.log(`\n${'unread-count request'.padEnd(32)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
console.log(
  `${`${SMALL} notifications`.padEnd(32)} ${s.p50.toFixed(2).padStart(7)}ms ${s.p95.toFixed(2).padStart(7)}ms`,
);
console.log(
  `${`${LARGE} notifications`.padEnd(32)} ${l.p50.toFixed(2).padStart(7)}ms ${l.p95.toFixed(2).padStart(7)}ms`,
);
const ratio = l.p95 / s.p95;
console.log(
  `p95 ${LARGE} / ${SMALL}: ${ratio.toFixed(2)} (goal <= 1.20): ${ratio <= 1.2 ? 'within' : 'OVER'}; ` +
    `the count's DynamoDB calls per request: ${[...calls].join(', ')}`,
);

const readable: number[] = [];
for (let k = 0; k < RUNS; k += 1) readable.push(await runToReadable(small));
const r = summary(readable);
console.log(
  `\nrun end -> notification readable, ${RUNS} runs: p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms ` +
    `(goal <= 5000 ms): ${r.p95 <= 5000 ? 'within' : 'OVER'}`,
);
await small.t.close();
await large.t.close();

/**
 * The shared rate limit under load (decision 051): three runs of 50 keywords started together, two batches
 * and a Process All, against a sandbox that allows OpenAI's image generations `N` requests a minute (it
 * announces the limit, and answers 429 past it). Run: `npx tsx tests/bench/governor.ts [N]` (default 30:
 * about five minutes).
 *
 * Prints the keywords failed (goal 0), the image requests refused with 429 as a share of those sent, the
 * throughput achieved as a share of N (goal at least 0.9), when each run finished (the batches before the
 * Process All), and the limiter's DynamoDB calls per image request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxKnobs } from '../../infra/local/sandbox/knobs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
process.env.UV_THREADPOOL_SIZE ??= '16';

const { startLocalStack } = await import('../../infra/local/local-stack');
const { startBatch } = await import('#tests/support/pipeline-stack');

const LIMIT = Number(process.argv[2] ?? 30);
const KEYWORDS_PER_RUN = 50;
/** Short latencies elsewhere, so the image limit is what the runs wait for. */
const KNOBS: SandboxKnobs = {
  gemini: { latencyMs: 200 },
  openai: { latencyMs: 200, calls: { images: { latencyMs: 1_000, requestsPerMinute: LIMIT } } },
  vision: { latencyMs: 100 },
  wordpress: { latencyMs: 50 },
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dataDir = await mkdtemp(join(tmpdir(), 'kw-bench-governor-'));
const stack = await startLocalStack({
  dataDir,
  admin: { email: 'admin@example.com', password: 'admin1234' },
  settings: { passwordCost: { N: 2 ** 10, r: 8, p: 1 }, pipelineMaxConcurrency: 8, imageCount: 1 },
  sandboxKnobs: KNOBS,
});
try {
  // The limiter's reads and writes: those on a rate schedule's item.
  let limiterCalls = 0;
  stack.table.client.middlewareStack.add(
    (next) => async (args) => {
      const key = (args.input as { Key?: { pk?: unknown } }).Key;
      if (typeof key?.pk === 'string' && key.pk.startsWith('RATE#')) limiterCalls += 1;
      return next(args);
    },
    { step: 'initialize' },
  );
  const keywordOptions = { generateVariants: false, publishToWordPress: true, generateAds: true };
  const names = (run: string) =>
    Array.from({ length: KEYWORDS_PER_RUN }, (_, i) => `${run} keyword ${i + 1}`);
  const started = Date.now();
  const finished: Record<string, number> = {};
  const runs = await Promise.all(
    (['batch', 'batch', 'process-all'] as const).map(async (kind, index) => {
      const label = `${kind} ${index + 1}`;
      const { runId } = await startBatch(stack, names(label), { keywordOptions, kind });
      return { label, runId };
    }),
  );
  const watch = setInterval(async () => {
    for (const { label, runId } of runs) {
      const run = await stack.deps.runs.get(runId);
      if (run?.state === 'finished' && !(label in finished)) finished[label] = Date.now() - started;
    }
  }, 1_000);
  await stack.pipeline.idle();
  clearInterval(watch);
  const wallMs = Date.now() - started;
  let failed = 0;
  for (const { label, runId } of runs) {
    const run = await stack.deps.runs.get(runId);
    failed += run?.failed ?? 0;
    finished[label] ??= wallMs;
  }
  const needed = runs.length * KEYWORDS_PER_RUN;
  const sent = stack.sandbox.callCounts()['openai:images'] ?? 0;
  const throughput = needed / (wallMs / 60_000) / LIMIT;
  console.log(
    `Three runs of ${KEYWORDS_PER_RUN} keywords together, OpenAI images limited to ${LIMIT} a minute`,
  );
  console.log(`  keywords failed             ${failed} (goal 0)`);
  console.log(
    `  image requests              ${needed} needed, ${sent} sent, ${sent - needed} refused with 429 (${((100 * (sent - needed)) / sent).toFixed(1)}%)`,
  );
  console.log(`  wall time                   ${seconds(wallMs)}`);
  console.log(`  throughput / limit          ${throughput.toFixed(3)} (goal >= 0.9)`);
  for (const [label, ms] of Object.entries(finished))
    console.log(`  ${label.padEnd(28)}finished at ${seconds(ms)}`);
  console.log(
    `  limiter DynamoDB calls      ${limiterCalls}, ${(limiterCalls / Math.max(1, sent)).toFixed(2)} per image request`,
  );
} finally {
  await stack.close();
  await rm(dataDir, { recursive: true, force: true });
}

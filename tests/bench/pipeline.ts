/**
 * Pipeline throughput (DESIGN.md "Budgets"): a 50-keyword batch through the local state machine against the
 * sandbox with fixed upstream latencies, at concurrency 8. Prints the wall time, the lower bound
 * `ceil(50 / 8) x critical path` and their ratio (budget: at most 1.10). Run: `npx tsx tests/bench/pipeline.ts`.
 *
 * The critical path of one keyword is the sum of the upstream latencies on its longest chain of calls:
 * tags, title and article (one text call each); then, in parallel, the image branch (image prompt, image
 * generation, the Vision checks at once) and the ad branch (ad title, then ad description); then publishing
 * (post lookup, tags and featured image at once (a media lookup and an upload), the post). Variants are off:
 * they are processed as a second wave of 150 keywords, another batch with a bound of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Quiet: the SDK's Node 22 notice and the step logs are noise in this report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
// dynalite's LevelDB works in libuv's thread pool (4 threads by default): 8 keywords at once queue there.
process.env.UV_THREADPOOL_SIZE ??= '16';

const KEYWORDS = 50;
const CONCURRENCY = 8;
const BUDGET = 1.1;
/**
 * Fixed latencies per call, in ms, of the order of the real services (a Gemini Flash answer takes seconds,
 * an article tens of seconds, two gpt-image-1 images half a minute): the local stores' own work (dynalite,
 * s3rver, the sandbox's rendering) then weighs as it would next to the real services.
 */
const LATENCY = { text: 4000, images: 30000, vision: 1000, wordpress: 500 };
const CRITICAL_PATH_MS =
  3 * LATENCY.text +
  Math.max(LATENCY.text + LATENCY.images + LATENCY.vision, 2 * LATENCY.text) +
  4 * LATENCY.wordpress;

const { startLocalStack } = await import('../../infra/local/local-stack');
const { startBatch } = await import('../integration/support/pipeline-stack');

const dataDir = await mkdtemp(join(tmpdir(), 'kw-bench-pipeline-'));
const stack = await startLocalStack({
  dataDir,
  admin: { email: 'admin@example.com', password: 'admin1234' },
  wiring: { passwordCost: { N: 2 ** 10, r: 8, p: 1 } },
  pipeline: { maxConcurrency: CONCURRENCY },
  sandboxKnobs: {
    gemini: { latencyMs: LATENCY.text },
    openai: { latencyMs: LATENCY.text, calls: { images: { latencyMs: LATENCY.images } } },
    vision: { latencyMs: LATENCY.vision },
    wordpress: { latencyMs: LATENCY.wordpress },
  },
});
try {
  const keywordOptions = { generateVariants: false, publishToWordPress: true, generateAds: true };
  // One keyword first: warms the clients up and shows the time one keyword really takes alone.
  const single = Date.now();
  await startBatch(stack, ['warm up keyword'], { keywordOptions });
  await stack.pipeline.idle();
  const singleMs = Date.now() - single;

  const names = Array.from({ length: KEYWORDS }, (_, index) => `bench keyword ${index + 1}`);
  const started = Date.now();
  const { runId } = await startBatch(stack, names, { keywordOptions });
  await stack.pipeline.idle();
  const wallMs = Date.now() - started;

  const run = await stack.deps.runs.get(runId);
  const lowerBoundMs = Math.ceil(KEYWORDS / CONCURRENCY) * CRITICAL_PATH_MS;
  const ratio = wallMs / lowerBoundMs;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`Pipeline: ${KEYWORDS} keywords at concurrency ${CONCURRENCY}, variants off`);
  console.log(`  upstream latencies (ms)     ${JSON.stringify(LATENCY)}`);
  console.log(
    `  critical path per keyword   ${seconds(CRITICAL_PATH_MS)} (one keyword alone took ${seconds(singleMs)})`,
  );
  console.log(`  completed / failed          ${run?.succeeded} / ${run?.failed}`);
  console.log(`  wall time                   ${seconds(wallMs)}`);
  console.log(`  lower bound ceil(${KEYWORDS}/${CONCURRENCY}) x path  ${seconds(lowerBoundMs)}`);
  console.log(
    `  ratio                       ${ratio.toFixed(3)} (budget ${BUDGET}: ${ratio <= BUDGET ? 'ok' : 'OVER'})`,
  );
} finally {
  await stack.close();
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * Pipeline throughput (docs/design-rules.md, "Budgets") against the sandbox with fixed upstream latencies, at
 * concurrency 8. Run: `npx tsx tests/bench/pipeline.ts [throughput|rate-limited|all]` (default all).
 *
 * - throughput: a 50-keyword batch; prints the wall time, the lower bound `ceil(50 / 8) x critical path`
 *   and their ratio (budget: at most 1.10).
 * - rate-limited: a 15-keyword batch with OpenAI's image generations limited to 5 requests a minute (each
 *   draws `PIPELINE_IMAGE_COUNT` images, 2 by default), as on a new account. The pipeline paces itself
 *   rather than failing; the bound is `(image requests / limit) minutes + critical path`, and the figure
 *   wall time ÷ bound (goal: at most 1.15, with 0 keywords failed).
 *
 * The critical path of one keyword is the sum of the upstream latencies on its longest chain of calls:
 * tags, title, article, SEO title and meta description (one text call each; decision 041); then, in
 * parallel, the image branch (image prompt, image generation, the Vision checks at once) and the ad branch
 * (ad title, then ad description); then publishing (post lookup, tags and featured image at once (a media
 * lookup and an upload), the post). Variants are off: they are processed as a second wave of 150
 * keywords, another batch with a bound of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_IMAGE_COUNT } from '../../functions/src/pipeline/pipeline-deps';
import { readLocalConfig } from '../../infra/local/local-config';
import type { SandboxKnobs } from '../../infra/local/sandbox/knobs';

// Quiet: the SDK's Node 22 notice and the step logs are noise in this report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
// dynalite's LevelDB works in libuv's thread pool (4 threads by default): 8 keywords at once queue there.
process.env.UV_THREADPOOL_SIZE ??= '16';

const CONCURRENCY = 8;
/**
 * Fixed latencies per call, in ms, of the order of the real services (a Gemini Flash answer takes seconds,
 * an article tens of seconds, two gpt-image-1 images half a minute): the local stores' own work (dynalite,
 * s3rver, the sandbox's rendering) then weighs as it would next to the real services.
 */
const LATENCY = { text: 4000, images: 30000, vision: 1000, wordpress: 500 };
const CRITICAL_PATH_MS =
  5 * LATENCY.text +
  Math.max(LATENCY.text + LATENCY.images + LATENCY.vision, 2 * LATENCY.text) +
  4 * LATENCY.wordpress;
const LATENCY_KNOBS: SandboxKnobs = {
  gemini: { latencyMs: LATENCY.text },
  openai: { latencyMs: LATENCY.text, calls: { images: { latencyMs: LATENCY.images } } },
  vision: { latencyMs: LATENCY.vision },
  wordpress: { latencyMs: LATENCY.wordpress },
};
/** gpt-image-1 draws at most 10 images per request (see `providers/image-generator.ts`). */
const IMAGES_PER_REQUEST = 10;

const { startLocalStack } = await import('../../infra/local/local-stack');
const { startBatch } = await import('#tests/support/pipeline-stack');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Images per keyword, as the local server reads them (`PIPELINE_IMAGE_COUNT`). */
const IMAGE_COUNT = readLocalConfig(process.env).settings.imageCount ?? DEFAULT_IMAGE_COUNT;

interface Measured {
  wallMs: number;
  succeeded: number;
  failed: number;
  /** Calls the sandbox received per `service:callType` during the batch (refused ones included). */
  calls: Record<string, number>;
  /** One keyword alone, before the batch, when warmed up. */
  singleMs?: number;
}

/** Runs one batch of `keywords` on a fresh local stack with these sandbox knobs. */
async function measure(keywords: number, knobs: SandboxKnobs, warmUp: boolean): Promise<Measured> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kw-bench-pipeline-'));
  const stack = await startLocalStack({
    dataDir,
    admin: { email: 'admin@example.com', password: 'admin1234' },
    settings: {
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      pipelineMaxConcurrency: CONCURRENCY,
      imageCount: IMAGE_COUNT,
    },
    sandboxKnobs: knobs,
  });
  try {
    const keywordOptions = { generateVariants: false, publishToWordPress: true, generateAds: true };
    let singleMs: number | undefined;
    if (warmUp) {
      // One keyword first: warms the clients up and shows the time one keyword really takes alone.
      const single = Date.now();
      await startBatch(stack, ['warm up keyword'], { keywordOptions });
      await stack.pipeline.idle();
      singleMs = Date.now() - single;
    }
    // Counts (and rate-limit windows) start again with the batch.
    stack.sandbox.setKnobs(knobs);
    const names = Array.from({ length: keywords }, (_, index) => `bench keyword ${index + 1}`);
    const started = Date.now();
    const { runId } = await startBatch(stack, names, { keywordOptions });
    await stack.pipeline.idle();
    const wallMs = Date.now() - started;
    const run = await stack.deps.runs.get(runId);
    return {
      wallMs,
      succeeded: run?.succeeded ?? 0,
      failed: run?.failed ?? 0,
      calls: stack.sandbox.callCounts(),
      singleMs,
    };
  } finally {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function throughput() {
  const KEYWORDS = 50;
  const BUDGET = 1.1;
  const result = await measure(KEYWORDS, LATENCY_KNOBS, true);
  const lowerBoundMs = Math.ceil(KEYWORDS / CONCURRENCY) * CRITICAL_PATH_MS;
  const ratio = result.wallMs / lowerBoundMs;
  console.log(`Pipeline: ${KEYWORDS} keywords at concurrency ${CONCURRENCY}, variants off`);
  console.log(`  upstream latencies (ms)     ${JSON.stringify(LATENCY)}`);
  console.log(
    `  critical path per keyword   ${seconds(CRITICAL_PATH_MS)} (one keyword alone took ${seconds(result.singleMs!)})`,
  );
  console.log(`  completed / failed          ${result.succeeded} / ${result.failed}`);
  console.log(`  wall time                   ${seconds(result.wallMs)}`);
  console.log(`  lower bound ceil(${KEYWORDS}/${CONCURRENCY}) x path  ${seconds(lowerBoundMs)}`);
  console.log(
    `  ratio                       ${ratio.toFixed(3)} (budget ${BUDGET}: ${ratio <= BUDGET ? 'ok' : 'OVER'})`,
  );
}

async function rateLimited() {
  const KEYWORDS = 15;
  const REQUESTS_PER_MINUTE = 5;
  const GOAL = 1.15;
  const knobs: SandboxKnobs = {
    ...LATENCY_KNOBS,
    openai: {
      latencyMs: LATENCY.text,
      calls: { images: { latencyMs: LATENCY.images, requestsPerMinute: REQUESTS_PER_MINUTE } },
    },
  };
  // No warm-up: the pipeline meets the limit cold, as a new account's first batch does.
  const result = await measure(KEYWORDS, knobs, false);
  const requests = KEYWORDS * Math.ceil(IMAGE_COUNT / IMAGES_PER_REQUEST);
  const boundMs = (requests / REQUESTS_PER_MINUTE) * 60_000 + CRITICAL_PATH_MS;
  const ratio = result.wallMs / boundMs;
  const sent = result.calls['openai:images'] ?? 0;
  console.log(
    `Pipeline under a rate limit: ${KEYWORDS} keywords at concurrency ${CONCURRENCY}, variants off, ` +
      `OpenAI images limited to ${REQUESTS_PER_MINUTE} requests a minute (${IMAGE_COUNT} images each)`,
  );
  console.log(`  upstream latencies (ms)     ${JSON.stringify(LATENCY)}`);
  console.log(`  completed / failed          ${result.succeeded} / ${result.failed}`);
  console.log(
    `  image requests              ${requests} needed, ${sent} sent (${sent - requests} refused with 429)`,
  );
  console.log(`  wall time                   ${seconds(result.wallMs)}`);
  console.log(
    `  bound ${requests}/${REQUESTS_PER_MINUTE} min + path    ${seconds(boundMs)} (critical path ${seconds(CRITICAL_PATH_MS)})`,
  );
  const ok = ratio <= GOAL && result.failed === 0;
  console.log(
    `  wall time / bound           ${ratio.toFixed(3)} (goal ${GOAL} with 0 failed: ${ok ? 'ok' : 'MISSED'})`,
  );
}

const which = process.argv[2] ?? 'all';
if (!['throughput', 'rate-limited', 'all'].includes(which)) {
  console.error('Usage: npx tsx tests/bench/pipeline.ts [throughput|rate-limited|all]');
  process.exit(2);
}
if (which !== 'rate-limited') await throughput();
if (which !== 'throughput') await rateLimited();

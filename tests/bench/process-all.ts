/**
 * Process All at 20,000 keywords (decision 011): the request answers at once, the processing status
 * reports the whole run, and its chunks follow one another. Run: `npx tsx tests/bench/process-all.ts`
 * (`BENCH_KEYWORDS=100000` for the size; seeding takes about a minute per 10,000 keywords).
 *
 * The keywords are seeded through the repository's batch writes, then `POST /api/keywords/process-all` and
 * `GET /api/processing/status` go through the real app on the local stack, its pipeline against the
 * sandbox. It watches the first chunks finish, not all of them: the run goes on at the sandbox's pace.
 */

import { seedKeywords } from '#tests/support/keyword-builders';
import { startTestStack } from '#tests/support/test-stack';
import { processingStatusSchema } from '../../shared/schemas/processing';

const COUNT = Number(process.env.BENCH_KEYWORDS ?? 20_000);
const CHUNKS_TO_WATCH = 2;
const SEED_BATCH = 1000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const t = await startTestStack({ pipeline: { maxConcurrency: 8 } });
try {
  const seeding = performance.now();
  for (let first = 0; first < COUNT; first += SEED_BATCH) {
    await seedKeywords(t.stack.deps.keywords, Math.min(SEED_BATCH, COUNT - first), {
      first,
      batchSize: SEED_BATCH,
    });
  }
  console.log(`${COUNT} keywords seeded in ${seconds(seeding)}`);

  const cookie = await t.signIn();
  const asking = performance.now();
  const started = await t.call('POST', '/api/keywords/process-all', { cookie });
  console.log(
    `POST /api/keywords/process-all: ${started.status} in ${seconds(asking)}: ${await started.text()}`,
  );
  if (started.status !== 200) throw new Error('Process All did not start');

  const status = async () => {
    const response = await t.call('GET', '/api/processing/status', { cookie });
    return processingStatusSchema.parse(await response.json());
  };
  const reading = performance.now();
  const first = await status();
  console.log(
    `GET /api/processing/status in ${seconds(reading)}: ${first.overall.completed}/${first.overall.total} (${first.currentOperation})`,
  );
  if (first.overall.total !== COUNT)
    throw new Error(`the status reports ${first.overall.total}, not ${COUNT}`);

  const watching = performance.now();
  for (;;) {
    const run = (await t.stack.deps.runs.listRunning())[0];
    if (!run || run.chunk >= CHUNKS_TO_WATCH) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const later = await status();
  console.log(
    `${CHUNKS_TO_WATCH} chunks done in ${seconds(watching)}: ${later.overall.completed}/${later.overall.total}, ${later.overall.percentage}%`,
  );
  console.log(later.logs.filter((line) => line.includes('part ')).join('\n'));
} finally {
  await t.close();
}

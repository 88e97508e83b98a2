/**
 * Keyword list and search cost at 1,000 and at 100,000 keywords (DESIGN.md "Budgets": the 100k/1k p95
 * ratio must be at most 1.5). Run: `npx tsx tests/bench/keywords-list.ts` (seeding 100,000 keywords into
 * dynalite takes several minutes; `BENCH_LARGE=20000` seeds fewer for a quick look).
 *
 * Two dynalite stores in fresh temporary folders are seeded through the keyword repository (every tenth
 * keyword moved to Processing, as a run would), then each request is timed through the keyword service
 * (what `GET /api/keywords` runs), alternating the two stores so machine load weighs on both alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { createDynamoTable } from '../../functions/src/adapters/dynamodb/dynamo-table';
import { mapLimit } from '../../functions/src/adapters/dynamodb/keyword-batch-io';
import { createKeywordRepository } from '../../functions/src/adapters/dynamodb/keyword-repository';
import {
  createKeywordService,
  type KeywordService,
} from '../../functions/src/domain/keywords/keyword-service';
import { systemClock } from '../../functions/src/ports/clock';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION, startEmulators } from '../../infra/local/emulators';
import { ensureTable } from '../../infra/local/provision';
import { keywordListQuerySchema } from '../../shared/schemas/keywords';
import { seedKeywords } from '../fixtures/keyword-builders';

const SMALL = 1000;
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const SAMPLES = 100;
const WARM_UP = 20;
const SEED_BATCH = 1000;

const REQUESTS = {
  'page 1': 'page=1',
  'page 50': 'page=50',
  'search "hik"': 'search=hik',
  // Two words, each in a tenth of the keywords: must cost what one word does.
  'search "hik boo"': 'search=hik+boo',
  'search "red hik boo"': 'search=red+hik+boo',
  'status processing': 'status=processing',
} as const;

async function startStore(label: string, count: number) {
  const dataDir = await mkdtemp(join(tmpdir(), `kw-bench-${label}-`));
  const emulators = await startEmulators(dataDir);
  const config = {
    endpoint: emulators.dynamoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_DYNAMO_CREDENTIALS,
  };
  const admin = new DynamoDBClient(config);
  await ensureTable(admin, 'keywright');
  await waitUntilTableExists({ client: admin, maxWaitTime: 60 }, { TableName: 'keywright' });
  admin.destroy();
  const table = createDynamoTable('keywright', config);
  const keywords = createKeywordRepository(table, systemClock);
  const started = performance.now();
  for (let first = 0; first < count; first += SEED_BATCH) {
    const created = await seedKeywords(keywords, Math.min(SEED_BATCH, count - first), {
      first,
      batchSize: SEED_BATCH,
    });
    await mapLimit(
      created.filter((_, k) => (first + k) % 10 === 0),
      8,
      (record) => keywords.transition(record.id, ['Pending'], 'Processing'),
    );
    if ((first + SEED_BATCH) % 10_000 === 0) {
      console.log(
        `  ${label}: ${first + SEED_BATCH} keywords seeded (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  console.log(`${label}: ${count} keywords seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const service = createKeywordService({
    keywords,
    clock: systemClock,
    blobs: { put: async () => {}, get: async () => undefined, delete: async () => {} },
  });
  return {
    service,
    async close() {
      table.client.destroy();
      await emulators.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function time(service: KeywordService, query: string): Promise<number> {
  const parsed = keywordListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const started = performance.now();
  const page = await service.list(parsed);
  const elapsed = performance.now() - started;
  if (page.keywords.length === 0) throw new Error(`no rows for ${query}`);
  return elapsed;
}

const small = await startStore('1k', SMALL);
const large = await startStore(`${LARGE / 1000}k`, LARGE);
console.log(
  `\n${'request'.padEnd(20)} ${'p50 1k'.padStart(8)} ${'p95 1k'.padStart(8)} ${'p50 large'.padStart(10)} ${'p95 large'.padStart(10)} ${'p95 ratio'.padStart(10)}`,
);
let worst = 0;
for (const [name, query] of Object.entries(REQUESTS)) {
  const samples = { small: [] as number[], large: [] as number[] };
  for (let k = 0; k < WARM_UP + SAMPLES; k += 1) {
    const [a, b] = [await time(small.service, query), await time(large.service, query)];
    if (k >= WARM_UP) {
      samples.small.push(a);
      samples.large.push(b);
    }
  }
  samples.small.sort((x, y) => x - y);
  samples.large.sort((x, y) => x - y);
  const ratio = percentile(samples.large, 0.95) / percentile(samples.small, 0.95);
  worst = Math.max(worst, ratio);
  console.log(
    `${name.padEnd(20)} ${percentile(samples.small, 0.5).toFixed(1).padStart(6)}ms ${percentile(samples.small, 0.95).toFixed(1).padStart(6)}ms ${percentile(samples.large, 0.5).toFixed(1).padStart(8)}ms ${percentile(samples.large, 0.95).toFixed(1).padStart(8)}ms ${ratio.toFixed(2).padStart(10)}`,
  );
}
console.log(
  `\nworst p95 ratio ${worst.toFixed(2)} (budget 1.50): ${worst <= 1.5 ? 'within budget' : 'OVER BUDGET'}`,
);
await small.close();
await large.close();

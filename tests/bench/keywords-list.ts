/**
 * Keyword list and search cost at 1,000 and at 100,000 keywords (docs/design-rules.md, "Budgets": the
 * 100k/1k p95 ratio must be at most 1.5). Run: `npx tsx tests/bench/keywords-list.ts` (seeding 100,000
 * keywords into dynalite takes tens of minutes; `BENCH_LARGE=20000` seeds fewer for a quick look;
 * `BENCH_DIR=<folder>` keeps the seeded stores there and reuses them on the next run, so a change to the
 * reads is measured without seeding again).
 *
 * Two dynalite stores in fresh temporary folders are seeded through the keyword repository (every tenth
 * keyword moved to Processing, as a run would), then each request is timed through the keyword service
 * (what `GET /api/keywords` runs), alternating the two stores so machine load weighs on both alike. Beside
 * the times it prints what one request costs each store: DynamoDB calls / items read / rows answered.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { seedKeywords } from '#tests/support/keyword-builders';
import { mapLimit } from '../../functions/src/adapters/dynamodb/batch-io';
import { createDynamoTable, type DynamoTable } from '../../functions/src/adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../../functions/src/adapters/dynamodb/keywords/keyword-repository';
import {
  createKeywordService,
  type KeywordService,
} from '../../functions/src/domain/keywords/keyword-service';
import { systemClock } from '../../functions/src/ports/clock';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION, startEmulators } from '../../infra/local/emulators';
import { ensureTable } from '../../infra/local/provision';
import { localHostNames } from '../../infra/local/sandbox/host-guard';
import { keywordListQuerySchema } from '../../shared/schemas/keyword-list';

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
  // The same 20 matches at both sizes: dense at 1k (one leaf), one in 5,000 at 100k (a leaf per row).
  'search "spread red"': 'search=spread+red',
  // Three common prefixes: a full page at both sizes.
  'search "s g b"': 'search=s+g+b',
  'status processing': 'status=processing',
  // One site of four: its own counted list, so a quarter of the keywords at the cost of all of them.
  'site b': 'site=site-b',
  // Keywords n with n mod 4 = 2 and n mod 10 = 0: a twentieth, from the site's own list.
  'site c, processing': 'site=site-c&status=processing',
  // A search inside one site: the site is one more token list to intersect, so it costs what a search of
  // several words does.
  'site b, "hik"': 'site=site-b&search=hik',
  'site b, "hik boo"': 'site=site-b&search=hik+boo',
} as const;

/** The seed's sites, given to the keywords in turn. */
const SITES = ['site-a', 'site-b', 'site-c', 'site-d'];

/**
 * Shown for what they cost, not judged: their answers differ in size, so the ratio compares unlike work.
 * One keyword in 1,000 holds all three words: a single row at 1k, a page of 20 sparse matches at 100k.
 */
const UNEQUAL_ANSWERS = {
  'search "red hik boo"': 'search=red+hik+boo',
} as const;

const KEEP_DIR = process.env.BENCH_DIR;

async function startStore(label: string, count: number) {
  const dataDir = KEEP_DIR ? join(KEEP_DIR, `${count}`) : await mkdtemp(join(tmpdir(), `kw-bench-${label}-`));
  // A kept store is complete only once its seeding finished and wrote this mark, named after the seed's
  // latest change (the site tokens) so a store seeded before it is seeded again.
  const seededMark = join(dataDir, 'seeded-with-site-tokens');
  const seeded = KEEP_DIR ? await readFile(seededMark, 'utf8').catch(() => undefined) : undefined;
  if (KEEP_DIR && !seeded) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const emulators = await startEmulators(dataDir, localHostNames());
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
  const reads = countReads(table);
  const keywords = createKeywordRepository(table, systemClock);
  const started = performance.now();
  for (let first = 0; !seeded && first < count; first += SEED_BATCH) {
    const created = await seedKeywords(keywords, Math.min(SEED_BATCH, count - first), {
      first,
      batchSize: SEED_BATCH,
      storeSize: count,
      sites: SITES,
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
  if (seeded) console.log(`${label}: ${count} keywords kept in ${dataDir} since ${seeded}`);
  else {
    console.log(
      `${label}: ${count} keywords seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    if (KEEP_DIR) await writeFile(seededMark, new Date().toISOString());
  }
  const service = createKeywordService({
    keywords,
    clock: systemClock,
    blobs: { put: async () => {}, get: async () => undefined, delete: async () => {} },
  });
  return {
    service,
    reads,
    async close() {
      table.client.destroy();
      await emulators.close();
      if (!KEEP_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Counts the requests a store answers and the items they return, to show what a request costs beside its time. */
function countReads(table: DynamoTable) {
  const counts = { requests: 0, items: 0 };
  table.client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const output = result.output as {
        Item?: unknown;
        Items?: unknown[];
        Responses?: Record<string, unknown[]>;
      };
      counts.requests += 1;
      counts.items +=
        (output.Item ? 1 : 0) +
        (output.Items?.length ?? 0) +
        Object.values(output.Responses ?? {}).reduce((sum, items) => sum + items.length, 0);
      return result;
    },
    { step: 'initialize', name: 'benchReadCounter' },
  );
  return counts;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** The requests and items one list request costs a store, and the rows it answers. */
async function cost(
  store: { service: KeywordService; reads: { requests: number; items: number } },
  query: string,
) {
  const before = { ...store.reads };
  const { rows } = await time(store.service, query);
  return `${store.reads.requests - before.requests}/${store.reads.items - before.items}/${rows}`;
}

async function time(service: KeywordService, query: string) {
  const parsed = keywordListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const started = performance.now();
  const page = await service.list(parsed);
  const elapsed = performance.now() - started;
  if (page.keywords.length === 0) throw new Error(`no rows for ${query}`);
  return { elapsed, rows: page.keywords.length };
}

const small = await startStore('1k', SMALL);
const large = await startStore(`${LARGE / 1000}k`, LARGE);
console.log(
  `\n${'request'.padEnd(20)} ${'p50 1k'.padStart(8)} ${'p95 1k'.padStart(8)} ${'p50 large'.padStart(10)} ${'p95 large'.padStart(10)} ${'p95 ratio'.padStart(10)} ${'calls/items/rows 1k'.padStart(20)} ${'calls/items/rows large'.padStart(23)}`,
);
/** Times a request on both stores in turn and prints one row; answers its p95 ratio, large over small. */
async function measureRow(name: string, query: string): Promise<number> {
  const samples = { small: [] as number[], large: [] as number[] };
  for (let k = 0; k < WARM_UP + SAMPLES; k += 1) {
    const [a, b] = [(await time(small.service, query)).elapsed, (await time(large.service, query)).elapsed];
    if (k >= WARM_UP) {
      samples.small.push(a);
      samples.large.push(b);
    }
  }
  samples.small.sort((x, y) => x - y);
  samples.large.sort((x, y) => x - y);
  const ratio = percentile(samples.large, 0.95) / percentile(samples.small, 0.95);
  console.log(
    `${name.padEnd(20)} ${percentile(samples.small, 0.5).toFixed(1).padStart(6)}ms ${percentile(samples.small, 0.95).toFixed(1).padStart(6)}ms ${percentile(samples.large, 0.5).toFixed(1).padStart(8)}ms ${percentile(samples.large, 0.95).toFixed(1).padStart(8)}ms ${ratio.toFixed(2).padStart(10)} ${(await cost(small, query)).padStart(20)} ${(await cost(large, query)).padStart(23)}`,
  );
  return ratio;
}

let worst = 0;
for (const [name, query] of Object.entries(REQUESTS)) worst = Math.max(worst, await measureRow(name, query));
console.log('\nnot judged (answers of different sizes):');
for (const [name, query] of Object.entries(UNEQUAL_ANSWERS)) await measureRow(name, query);
console.log(
  `\nworst p95 ratio ${worst.toFixed(2)} (budget 1.50): ${worst <= 1.5 ? 'within budget' : 'OVER BUDGET'}`,
);
await small.close();
await large.close();

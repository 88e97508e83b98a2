/**
 * The near-duplicate check's cost at 1,000 and at 100,000 published articles on a site (decision 036: the
 * 100k/1k p95 ratio must be at most 1.5), with the DynamoDB requests one check makes. Run:
 * `npx tsx tests/bench/near-duplicate.ts` (seeding 100,000 articles writes 3.3 million index items into
 * dynalite and takes a long time on a busy machine; `BENCH_LARGE=10000` seeds fewer, `BENCH_SAMPLES` sets
 * the checks timed per store).
 *
 * Each store is seeded with random signatures (unrelated articles) written straight as index items, plus
 * 20 real articles through the check itself. Each timed check is a fresh article that copies one of those
 * 20 with a twentieth of its words changed, so every check finds a candidate and compares it, as a real
 * duplicate would; the two stores are timed in turn so machine load weighs on both alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { batchWriteAll } from '../../functions/src/adapters/dynamodb/batch-io';
import { createDynamoTable, type DynamoTable } from '../../functions/src/adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../../functions/src/adapters/dynamodb/keywords/keyword-repository';
import { createDuplicateIndex } from '../../functions/src/adapters/dynamodb/quality/duplicate-index';
import { encodeSignature } from '../../functions/src/adapters/dynamodb/quality/signature-codec';
import { bandKeysOf } from '../../functions/src/domain/quality/minhash';
import {
  checkNearDuplicate,
  type NearDuplicateDeps,
} from '../../functions/src/domain/quality/near-duplicate';
import { systemClock } from '../../functions/src/ports/clock';
import { SIGNATURE_LENGTH } from '../../functions/src/ports/quality';
import { LOCAL_DYNAMO_CREDENTIALS, LOCAL_REGION, startEmulators } from '../../infra/local/emulators';
import { ensureTable } from '../../infra/local/provision';
import { localHostNames } from '../../infra/local/sandbox/host-guard';

const SMALL = 1000;
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const SITE = 'bench-site';
const PLANTED = 20;

/** A deterministic stream of numbers. */
function numbers(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
}

const article = (seed: number) => {
  const next = numbers(seed);
  return Array.from({ length: 600 }, () => `w${next() % 5000}`);
};

/** Counts requests by command, to print what one check costs. */
function countRequests(table: DynamoTable) {
  const counts = { reads: 0, writes: 0 };
  table.client.middlewareStack.add(
    (next, context) => async (args) => {
      if (/^(Get|BatchGet|Query)/.test(context.commandName ?? '')) counts.reads += 1;
      else counts.writes += 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchRequestCounter' },
  );
  return counts;
}

async function startStore(size: number) {
  const dataDir = await mkdtemp(join(tmpdir(), `kw-bench-dup-${size}-`));
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
  const started = performance.now();
  const next = numbers(size);
  const CHUNK = 500;
  for (let first = 0; first < size - PLANTED; first += CHUNK) {
    const writes: { put: Record<string, unknown> }[] = [];
    for (let index = first; index < Math.min(first + CHUNK, size - PLANTED); index += 1) {
      const signature = Uint32Array.from({ length: SIGNATURE_LENGTH }, () => next());
      const bandKeys = bandKeysOf(signature);
      const keywordId = `seeded-${index}`;
      writes.push({
        put: {
          pk: `QDUP#${SITE}#SIG#${keywordId}`,
          sk: 'SIG',
          keywordId,
          masterKeyword: keywordId,
          title: keywordId,
          order: keywordId,
          state: 'passed',
          signature: encodeSignature(signature),
          bandKeys,
        },
      });
      for (const key of bandKeys)
        writes.push({ put: { pk: `QDUP#${SITE}#BAND#${key}`, sk: 'BAND', ids: new Set([keywordId]) } });
    }
    await batchWriteAll(table.client, table.name, writes);
    if ((first + CHUNK) % 10_000 === 0)
      console.log(
        `  ${size}: ${first + CHUNK} seeded (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  const deps: NearDuplicateDeps = {
    index: createDuplicateIndex(table),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  const keywords = createKeywordRepository(table, systemClock);
  const { created } = await keywords.create(
    Array.from({ length: PLANTED }, (_, index) => ({
      masterKeyword: `planted ${index}`,
      manualTags: [],
      options: DEFAULT_KEYWORD_OPTIONS,
    })),
  );
  for (const [index, keyword] of created.entries()) {
    const subject = {
      keywordId: keyword.id,
      masterKeyword: keyword.masterKeyword,
      title: keyword.masterKeyword,
    };
    await checkNearDuplicate(
      deps,
      SITE,
      { ...subject, text: article(index).join(' '), order: keyword.id },
      DEFAULT_QUALITY_SETTINGS,
    );
    await deps.index.setState(SITE, keyword.id, 'passed');
  }
  console.log(`${size}: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const counts = countRequests(table);
  return {
    size,
    deps,
    counts,
    async close() {
      table.client.destroy();
      await emulators.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Store = Awaited<ReturnType<typeof startStore>>;

/** One check of a fresh article copying planted article `sample % 20` with a twentieth of its words changed. */
async function timeCheck(store: Store, sample: number) {
  const words = article(sample % PLANTED);
  const next = numbers(1000 + sample);
  for (let index = 0; index < words.length; index += 20) words[index] = `x${next() % 5000}`;
  const before = { ...store.counts };
  const started = performance.now();
  const result = await checkNearDuplicate(
    store.deps,
    SITE,
    {
      keywordId: `probe-${sample}`,
      masterKeyword: 'probe',
      title: 'probe',
      text: words.join(' '),
      order: `z${sample}`,
    },
    DEFAULT_QUALITY_SETTINGS,
  );
  const elapsed = performance.now() - started;
  if (result.verdict !== 'passed' && result.verdict !== 'warning' && result.verdict !== 'failed')
    throw new Error('no verdict');
  if (!result.nearest) throw new Error(`check ${sample} found no candidate at ${store.size}`);
  return { elapsed, reads: store.counts.reads - before.reads, writes: store.counts.writes - before.writes };
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

const small = await startStore(SMALL);
const large = await startStore(LARGE);
try {
  for (let warm = 0; warm < 10; warm += 1) {
    await timeCheck(small, 10_000 + warm);
    await timeCheck(large, 10_000 + warm);
  }
  const times = { small: [] as number[], large: [] as number[] };
  const costs = { small: new Set<string>(), large: new Set<string>() };
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    for (const [name, store] of [
      ['small', small],
      ['large', large],
    ] as const) {
      const { elapsed, reads, writes } = await timeCheck(store, sample);
      times[name].push(elapsed);
      costs[name].add(`${reads} reads + ${writes} writes`);
    }
  }
  const p95 = {
    small: p(
      times.small.sort((a, b) => a - b),
      0.95,
    ),
    large: p(
      times.large.sort((a, b) => a - b),
      0.95,
    ),
  };
  console.log(`\nnear-duplicate check, ${SAMPLES} checks per store`);
  console.log(
    `  ${SMALL} articles: p50 ${p(times.small, 0.5).toFixed(1)} ms, p95 ${p95.small.toFixed(1)} ms, per check ${[...costs.small].join(' | ')}`,
  );
  console.log(
    `  ${LARGE} articles: p50 ${p(times.large, 0.5).toFixed(1)} ms, p95 ${p95.large.toFixed(1)} ms, per check ${[...costs.large].join(' | ')}`,
  );
  console.log(`  p95 ratio ${(p95.large / p95.small).toFixed(2)} (budget 1.5)`);
} finally {
  await small.close();
  await large.close();
}

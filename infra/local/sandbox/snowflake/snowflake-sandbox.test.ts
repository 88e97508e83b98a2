import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundRequest } from '../../../../functions/src/providers/outbound-http';
import {
  createSnowflakeClient,
  type SnowflakeClientOptions,
  type SnowflakeConnection,
} from '../../../../functions/src/providers/snowflake/snowflake-client';
import { SnowflakeError } from '../../../../functions/src/providers/snowflake/snowflake-error';
import { createJwtCache } from '../../../../functions/src/providers/snowflake/snowflake-jwt';
import { serve } from '../http-kit';
import { createKnobBoard } from '../knobs';
import { SANDBOX_CHANNELS, sandboxRevenue, sandboxRevenueAt, sandboxRevenueRows } from './revenue-data';
import { SANDBOX_REVENUE_QUERY } from './snowflake-identity';
import { startSnowflake } from './snowflake-sandbox';

const board = createKnobBoard();
let dataDir: string;
let sandbox: Awaited<ReturnType<typeof startSnowflake>>;
let connection: SnowflakeConnection;
let urls: string[];
/** The warehouse's clock: a week after the days the tests read (all settled), unless a test moves it. */
let nowMs = Date.parse('2026-03-10T20:00:00Z');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'keywright-snowflake-'));
  sandbox = await startSnowflake({
    board,
    dataDir,
    host: '127.0.0.1',
    partitionRows: 100,
    now: () => nowMs,
    listen: (handler, port) => serve(handler, '127.0.0.1', port ?? 0),
  });
  const { query: _query, ...endpoints } = sandbox.endpoints;
  connection = endpoints;
});
afterAll(async () => {
  await sandbox.server.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  board.set({});
  urls = [];
  nowMs = Date.parse('2026-03-10T20:00:00Z');
});

/** A client that records every URL it calls and never really sleeps. */
const client = (options: SnowflakeClientOptions = {}) =>
  createSnowflakeClient({
    send: (request) => {
      urls.push(request.url);
      return outboundRequest(request);
    },
    sleep: async () => {},
    jwtCache: createJwtCache(),
    ...options,
  });

const range = [
  { type: 'TEXT', value: '2026-03-01' },
  { type: 'TEXT', value: '2026-03-03' },
] as const;
// The query saved before the final flag existed, which the sandbox still answers.
const run = (statement = SANDBOX_REVENUE_QUERY, options?: SnowflakeClientOptions) =>
  client(options).execute(connection, statement, [...range]);

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SnowflakeError);
  return error as SnowflakeError;
};

describe('Snowflake SQL API sandbox with the client', () => {
  it('answers the revenue query with every channel per day, over two partitions, decoded by rowType', async () => {
    const result = await run();

    expect(result.columns.map((column) => column.name)).toEqual([
      'DAY',
      'CHANNEL',
      'REVENUE',
      'CONVERSIONS',
      'PAGE_VIEWS',
      'SESSIONS',
    ]);
    const expected = sandboxRevenueRows('2026-03-01', '2026-03-03');
    expect(result.rows).toHaveLength(3 * SANDBOX_CHANNELS.length);
    expect(result.rows).toEqual(
      expected.map((row) => [
        row.day,
        row.channel,
        row.revenue,
        row.conversions,
        row.pageViews,
        row.sessions,
      ]),
    );
    expect(result.rows).toContainEqual(Object.values(sandboxRevenue('newsletter', '2026-03-02')));
    expect(urls.filter((url) => url.includes('partition=1'))).toHaveLength(1);
    expect(urls.some((url) => url.includes('partition=2'))).toBe(false);
  });

  it('answers the saved query with IS_FINAL: the last two days are estimates that grow until settled', async () => {
    // 09:00 in New York on March 3rd: March 2nd settles at noon.
    nowMs = Date.parse('2026-03-03T14:00:00Z');
    const early = await run(sandbox.endpoints.query);
    expect(early.columns.map((column) => column.name).at(-1)).toBe('IS_FINAL');
    const row = (rows: typeof early.rows, day: string) =>
      rows.find((cells) => cells[0] === day && cells[1] === 'channel_00001');
    const final = sandboxRevenue('channel_00001', '2026-03-02').revenue;
    // Yesterday, early: an estimate below its final figure, flagged not final; the day before is settled.
    expect(row(early.rows, '2026-03-02')?.slice(2)).toEqual([
      sandboxRevenueAt('channel_00001', '2026-03-02', nowMs).revenue,
      ...Object.values(sandboxRevenue('channel_00001', '2026-03-02')).slice(3),
      false,
    ]);
    expect(row(early.rows, '2026-03-01')?.at(-1)).toBe(true);
    expect(row(early.rows, '2026-03-01')?.[2]).toBe(sandboxRevenue('channel_00001', '2026-03-01').revenue);

    // Settled at noon in New York the day after (17:00 UTC on March 3rd, EST).
    nowMs = Date.parse('2026-03-03T16:59:59Z');
    const before = row((await run(sandbox.endpoints.query)).rows, '2026-03-02')!;
    nowMs = Date.parse('2026-03-03T17:00:00Z');
    const settled = row((await run(sandbox.endpoints.query)).rows, '2026-03-02')!;
    expect(before.at(-1)).toBe(false);
    expect(before[2]).toBeGreaterThan(row(early.rows, '2026-03-02')![2] as number);
    expect(before[2]).toBeLessThan(final);
    expect(settled.slice(2)).toEqual([
      ...Object.values(sandboxRevenue('channel_00001', '2026-03-02')).slice(2),
      true,
    ]);
  });

  it('answers 202 while a latency knob makes the statement slow; the client polls until 200', async () => {
    board.set({ snowflake: { calls: { statement: { latencyMs: 5 } } } });

    const result = await run();

    expect(result.rows).toHaveLength(3 * SANDBOX_CHANNELS.length);
    expect(board.counts()['snowflake:status']).toBe(2);
  });

  it('gives up polling after maxPolls with a timeout error', async () => {
    board.set({ snowflake: { calls: { statement: { latencyMs: 5 } } } });

    const error = await failureOf(run(undefined, { maxPolls: 1 }));

    expect(error.kind).toBe('timeout');
  });

  it('refuses any other statement with a SQL compilation error (422)', async () => {
    const error = await failureOf(run('SELECT * FROM SALES.PUBLIC.ORDERS'));

    expect(error).toMatchObject({ kind: 'sql', status: 422, code: '002003' });
    expect(error.message).toContain("Object 'SALES.PUBLIC.ORDERS' does not exist or not authorized.");
  });

  it('refuses a JWT signed by a key the user does not hold (390144), and a wrong user', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();

    for (const wrong of [{ privateKeyPem: stranger }, { user: 'SOMEONE_ELSE' }]) {
      const error = await failureOf(client().execute({ ...connection, ...wrong }, sandbox.endpoints.query));
      expect(error).toMatchObject({ kind: 'auth', status: 401, code: '390144' });
    }
  });

  it('refuses every call while the unauthorized knob is set, as a revoked key', async () => {
    board.set({ snowflake: { unauthorized: true } });

    const error = await failureOf(run());

    expect(error).toMatchObject({ kind: 'auth', status: 401, code: '390144' });
  });

  it('requires a User-Agent (391903)', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        `${connection.baseUrl}/api/v2/statements`,
        { method: 'POST' },
        (incoming) => {
          let body = '';
          incoming.on('data', (chunk) => (body += chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end('{}');
    });

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '391903' });
  });

  it('retries a lost answer and a 429 with the same requestId and retry=true; the statement runs once', async () => {
    board.set({ snowflake: { calls: { statement: { nextFaults: ['lost-response', 'rate-limit'] } } } });
    const before = sandbox.executions();

    const result = await run();

    expect(result.rows).toHaveLength(3 * SANDBOX_CHANNELS.length);
    const posts = urls.filter((url) => !/statements\/[^?]/.test(url));
    expect(posts).toHaveLength(3);
    const ids = posts.map((url) => new URL(url).searchParams.get('requestId'));
    expect(new Set(ids).size).toBe(1);
    expect(posts.map((url) => new URL(url).searchParams.get('retry'))).toEqual([null, 'true', 'true']);
    expect(sandbox.executions() - before).toBe(1);
  });

  it('gives up on a lasting 5xx after the attempts, as a transient error', async () => {
    board.set({ snowflake: { calls: { statement: { errorRate: 1 } } } });

    const error = await failureOf(run());

    expect(error).toMatchObject({ kind: 'transient', status: 503 });
    expect(board.counts()['snowflake:statement']).toBe(3);
  });

  it('keeps its key pair across restarts on the same folder', async () => {
    const again = await startSnowflake({
      board,
      dataDir,
      host: '127.0.0.1',
      listen: (handler) => serve(handler, '127.0.0.1', 0),
    });
    await again.server.close();

    expect(again.endpoints.privateKeyPem).toBe(sandbox.endpoints.privateKeyPem);
  });
});

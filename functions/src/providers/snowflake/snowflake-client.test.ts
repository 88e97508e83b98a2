import { generateKeyPairSync } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import { createSnowflakeClient, type SnowflakeConnection } from './snowflake-client';
import { SnowflakeError } from './snowflake-error';
import { createJwtCache } from './snowflake-jwt';

/** Warehouse names resolve to loopback here, as an admin's DNS record pointing inside the network would. */
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const lookup = (
    hostname: string,
    options: object,
    callback: (error: Error | null, addresses: LookupAddress[]) => void,
  ) => {
    if (!hostname.endsWith('.snowflakecomputing.com'))
      return dns.lookup(hostname, options, callback as never);
    callback(null, [{ address: '127.0.0.1', family: 4 }]);
  };
  return { ...dns, lookup, default: { ...dns, lookup } };
});

/** A local server that records the paths it is asked for and answers each with `answer`. */
let server: Server;
let port: number;
let paths: string[];
let answer: (path: string) => { status: number; headers?: Record<string, string>; body?: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    paths.push(request.url ?? '');
    request.resume();
    const { status, headers, body } = answer(request.url ?? '');
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  paths = [];
  answer = () => ({ status: 500 });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const privateKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const connection = (baseUrl: string): SnowflakeConnection => ({
  baseUrl,
  account: 'myorg-myaccount',
  user: 'REPORTING',
  privateKeyPem,
});
const client = () =>
  createSnowflakeClient({ sleep: async () => {}, jwtCache: createJwtCache(), requestTimeoutMs: 2_000 });

const failureOf = async (baseUrl: string) => {
  const error = await client()
    .execute(connection(baseUrl), 'SELECT 1')
    .then(
      () => undefined,
      (caught: unknown) => caught,
    );
  expect(error).toBeInstanceOf(SnowflakeError);
  return error as SnowflakeError;
};

const onAws = () => vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'keywright-insights-refresh');

describe('Snowflake client under the outbound guard', () => {
  it('on AWS, refuses an address off snowflakecomputing.com as a setting to fix, sending nothing', async () => {
    onAws();

    for (const baseUrl of [
      `http://127.0.0.1:${port}`,
      'https://warehouse.internal.example',
      'http://10.0.0.8',
    ]) {
      const error = await failureOf(baseUrl);
      expect(error.kind).toBe('config');
      expect(error.message).toMatch(/^The Snowflake address is refused: /);
    }
    expect(paths).toEqual([]);
  });

  it('on AWS, refuses a snowflakecomputing.com name that resolves to a private address, at connect time', async () => {
    onAws();

    const error = await failureOf(`https://myorg-myaccount.snowflakecomputing.com:${port}`);

    expect(error.kind).toBe('config');
    expect(error.message).toBe(
      'The Snowflake address is refused: myorg-myaccount.snowflakecomputing.com resolves to a private or local address',
    );
    expect(paths).toEqual([]);
  });

  it('does not follow a redirect, and says where it was sent', async () => {
    answer = (path) =>
      path.startsWith('/api/v2/statements')
        ? { status: 307, headers: { location: `http://127.0.0.1:${port}/elsewhere` } }
        : { status: 200, body: '{"data":[]}' };

    const error = await failureOf(`http://127.0.0.1:${port}`);

    expect(error).toMatchObject({ kind: 'failed', status: 307 });
    expect(error.message).toBe(
      `Snowflake redirected to http://127.0.0.1:${port}/elsewhere, which is not followed`,
    );
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/api\/v2\/statements\?requestId=/);
  });

  it('locally, reaches a loopback address, as the Snowflake sandbox is', async () => {
    answer = () => ({
      status: 200,
      body: JSON.stringify({
        statementHandle: 'h1',
        resultSetMetaData: { rowType: [{ name: 'N', type: 'fixed', scale: 0 }] },
        data: [['1']],
      }),
    });

    const result = await client().execute(connection(`http://127.0.0.1:${port}`), 'SELECT 1');

    expect(result.rows).toEqual([[1]]);
  });

  it('measures every request under the snowflake service: a 429 is throttled and retried', async () => {
    let requests = 0;
    answer = () => {
      requests += 1;
      if (requests === 1) return { status: 429 };
      return {
        status: 200,
        body: JSON.stringify({
          statementHandle: 'h1',
          resultSetMetaData: { rowType: [{ name: 'N', type: 'fixed', scale: 0 }] },
          data: [['1']],
        }),
      };
    };
    const lines = captureEmf();

    await client().execute(connection(`http://127.0.0.1:${port}`), 'SELECT 1');
    vi.restoreAllMocks();

    expect(emfNamed(lines, 'UpstreamCalls')).toEqual([
      expect.objectContaining({ Service: 'snowflake' }),
      expect.objectContaining({ Service: 'snowflake' }),
    ]);
    expect(emfNamed(lines, 'UpstreamThrottled')).toEqual([expect.objectContaining({ Service: 'snowflake' })]);
    expect(emfNamed(lines, 'UpstreamRetries')).toEqual([expect.objectContaining({ Service: 'snowflake' })]);
  });
});

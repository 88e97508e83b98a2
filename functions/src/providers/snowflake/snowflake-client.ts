import { randomUUID } from 'node:crypto';
import { type OutboundRequest, type OutboundResponse, outboundRequest } from '../outbound-http';
import { OutboundUrlError } from '../outbound-url';
import { countRetry, measuredAttempt } from '../upstream-metrics';
import { decodeRows, type SnowflakeColumn, type SnowflakeValue } from './snowflake-cells';
import { SnowflakeError, type SnowflakeErrorBody, snowflakeAnswerError } from './snowflake-error';
import { type JwtCache, type SnowflakeKeyPairIdentity, sharedJwtCache } from './snowflake-jwt';
import { addressRefused, checkSnowflakeUrl } from './snowflake-url';

/** Where and as whom statements run; empty context values fall back to the user's defaults. */
export interface SnowflakeConnection extends SnowflakeKeyPairIdentity {
  /** `https://<account>.snowflakecomputing.com` unless configured; `checkSnowflakeUrl` says what may be. */
  baseUrl: string;
  warehouse?: string;
  database?: string;
  schema?: string;
  role?: string;
}

/** A bind value for `?` / `:1` placeholders, in order. */
export interface SnowflakeBinding {
  type: 'TEXT' | 'FIXED' | 'REAL' | 'BOOLEAN' | 'DATE';
  value: string;
}

export interface SnowflakeResult {
  columns: SnowflakeColumn[];
  rows: SnowflakeValue[][];
  statementHandle: string;
}

export interface SnowflakeClientOptions {
  /** The HTTP transport; the outbound guard unless a test records the calls. */
  send?: (request: OutboundRequest) => Promise<OutboundResponse>;
  /** Per HTTP request (default 30 s). */
  requestTimeoutMs?: number;
  /** The statement's own `timeout` in seconds, enforced by Snowflake (default 60). */
  statementTimeoutSeconds?: number;
  /** Between status polls of a statement still running (default 1 s). */
  pollIntervalMs?: number;
  /** Polls before giving up (default 60). */
  maxPolls?: number;
  /** Attempts per request, for 429/5xx and lost connections (default 3). */
  maxAttempts?: number;
  /** The wait before retry N is `retryDelayMs * 2^(N-1)` (default 500 ms). */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  jwtCache?: JwtCache;
  newRequestId?: () => string;
}

export const USER_AGENT = 'Keywright/1.0 (+Snowflake SQL API)';

interface ResultSetBody {
  resultSetMetaData?: {
    numRows?: number;
    rowType?: SnowflakeColumn[];
    partitionInfo?: { rowCount?: number }[];
  };
  data?: unknown[][];
  statementHandle?: string;
  statementStatusUrl?: string;
  code?: string;
  message?: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A thin client of Snowflake's SQL API (`POST /api/v2/statements`) with key-pair JWT sign-in: submits a
 * statement, polls while it runs (202), fetches the other result partitions and decodes the jsonv2 cells
 * by `rowType`. 429, 5xx and lost connections are retried with the same `requestId` and `retry=true`, which
 * Snowflake answers with the statement already started instead of running it twice. The base URL is an
 * admin's input, so every call goes through the outbound guard (addresses checked at connect time, no
 * redirects, size and time caps) to an address `checkSnowflakeUrl` allows.
 */
export function createSnowflakeClient(options: SnowflakeClientOptions = {}) {
  const doSend = options.send ?? outboundRequest;
  const sleep = options.sleep ?? defaultSleep;
  const jwtCache = options.jwtCache ?? sharedJwtCache;
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const maxPolls = options.maxPolls ?? 60;

  /** One request, retried while the failure is transient; `url` gets `retry=true` from the second attempt. */
  async function send(
    connection: SnowflakeConnection,
    method: 'GET' | 'POST',
    url: URL,
    body?: unknown,
  ): Promise<{ status: number; body: ResultSetBody }> {
    for (let attempt = 1; ; attempt += 1) {
      if (attempt > 1 && method === 'POST') url.searchParams.set('retry', 'true');
      try {
        return await measuredAttempt('snowflake', () => sendOnce(connection, method, url, body));
      } catch (error) {
        const transient = error instanceof SnowflakeError && error.kind === 'transient';
        if (!transient || attempt >= maxAttempts) throw error;
        countRetry('snowflake');
        await sleep(retryDelayMs * 2 ** (attempt - 1));
      }
    }
  }

  async function sendOnce(connection: SnowflakeConnection, method: 'GET' | 'POST', url: URL, body?: unknown) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${jwtCache.token(connection)}`,
      'x-snowflake-authorization-token-type': 'KEYPAIR_JWT',
      accept: 'application/json',
      // Result partitions may come gzip-compressed; the guard unpacks them.
      'accept-encoding': 'gzip',
      'user-agent': USER_AGENT,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: OutboundResponse;
    try {
      response = await doSend({
        method,
        url: url.href,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: requestTimeoutMs,
      });
    } catch (error) {
      // Refused by the guard (a name resolving to a private address on AWS): a setting to fix, not retried.
      if (error instanceof OutboundUrlError) throw addressRefused(error.message, error);
      throw new SnowflakeError({
        kind: 'transient',
        message: `Snowflake could not be reached at ${url.origin}: ${(error as Error).message}`,
        cause: error,
      });
    }
    if (response.status >= 300 && response.status < 400) {
      throw new SnowflakeError({
        kind: 'failed',
        status: response.status,
        message: `Snowflake redirected to ${response.headers.location ?? 'another address'}, which is not followed`,
      });
    }
    const parsed = parseJson(response.body.toString('utf8'));
    if (response.status === 200 || response.status === 202) {
      if (!parsed)
        throw new SnowflakeError({
          kind: 'failed',
          status: response.status,
          message: 'Snowflake answered without JSON',
        });
      return { status: response.status, body: parsed as ResultSetBody };
    }
    const error = snowflakeAnswerError(response.status, parsed as SnowflakeErrorBody | undefined);
    if (error.kind === 'auth') jwtCache.forget(connection);
    throw error;
  }

  const statementUrl = (connection: SnowflakeConnection, handle: string) =>
    new URL(`/api/v2/statements/${encodeURIComponent(handle)}`, connection.baseUrl);

  /** Polls a running statement until it answers 200, at most `maxPolls` times. */
  async function awaitResult(connection: SnowflakeConnection, handle: string): Promise<ResultSetBody> {
    for (let poll = 1; poll <= maxPolls; poll += 1) {
      await sleep(pollIntervalMs);
      const answer = await send(connection, 'GET', statementUrl(connection, handle));
      if (answer.status === 200) return answer.body;
    }
    throw new SnowflakeError({
      kind: 'timeout',
      message: `The statement was still running after ${maxPolls} status checks`,
    });
  }

  return {
    /** Runs one statement and returns all its rows, decoded. */
    async execute(
      connection: SnowflakeConnection,
      statement: string,
      bindings: SnowflakeBinding[] = [],
    ): Promise<SnowflakeResult> {
      const url = new URL('/api/v2/statements', checkSnowflakeUrl(connection.baseUrl));
      url.searchParams.set('requestId', (options.newRequestId ?? randomUUID)());
      const context = Object.fromEntries(
        (['database', 'schema', 'warehouse', 'role'] as const)
          .map((key) => [key, connection[key]?.trim()])
          .filter(([, value]) => value),
      );
      const submitted = await send(connection, 'POST', url, {
        statement,
        timeout: options.statementTimeoutSeconds ?? 60,
        ...context,
        ...(bindings.length > 0 && {
          bindings: Object.fromEntries(bindings.map((binding, index) => [String(index + 1), binding])),
        }),
      });
      const handle = submitted.body.statementHandle;
      if (submitted.status === 202 && !handle)
        throw new SnowflakeError({
          kind: 'failed',
          message: 'Snowflake accepted the statement without a handle',
        });
      const first = submitted.status === 202 ? await awaitResult(connection, handle!) : submitted.body;
      return readAllPartitions(connection, first);
    },
  };

  async function readAllPartitions(connection: SnowflakeConnection, first: ResultSetBody) {
    const meta = first.resultSetMetaData;
    const handle = first.statementHandle ?? '';
    if (!meta?.rowType)
      throw new SnowflakeError({ kind: 'failed', message: 'Snowflake answered without a result set' });
    const data = [...(first.data ?? [])];
    const partitions = meta.partitionInfo?.length ?? 1;
    for (let partition = 1; partition < partitions; partition += 1) {
      const url = statementUrl(connection, handle);
      url.searchParams.set('partition', String(partition));
      const answer = await send(connection, 'GET', url);
      data.push(...(answer.body.data ?? []));
    }
    try {
      return { columns: meta.rowType, rows: decodeRows(data, meta.rowType), statementHandle: handle };
    } catch (error) {
      throw new SnowflakeError({ kind: 'failed', message: (error as Error).message, cause: error });
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

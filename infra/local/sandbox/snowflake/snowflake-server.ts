import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { applyKnobs, type FaultAnswers, type Handler, readJson, requestUrl, sendJson } from '../http-kit';
import type { KnobBoard } from '../knobs';
import { sandboxRevenueRows } from './revenue-data';
import { checkSnowflakeAuth } from './snowflake-auth';
import { SANDBOX_REVENUE_QUERY, SANDBOX_SETTLED_QUERY, SANDBOX_SNOWFLAKE } from './snowflake-identity';
import { type Statement, statementResult } from './snowflake-statement';

export interface SnowflakeSandboxConfig {
  account: string;
  user: string;
  publicKeyPem: string;
  /** Rows per result partition (default 1000): a longer answer comes in several. */
  partitionRows?: number;
  /** The warehouse's clock (default: the system's). */
  now?: () => number;
}

const faults: FaultAnswers = {
  rateLimited: (response, retryAfterSeconds) =>
    sendJson(
      response,
      429,
      { code: '000429', message: 'Too many requests.' },
      {
        'retry-after': String(retryAfterSeconds),
      },
    ),
  serverError: (response) => sendJson(response, 503, { code: '000503', message: 'Service Unavailable.' }),
};

/** The `unauthorized` knob: the key pair was revoked (`ALTER USER ... UNSET RSA_PUBLIC_KEY`). */
const refuseKey = (response: ServerResponse) =>
  sendJson(response, 401, { code: '390144', message: 'JWT token is invalid.' });

/** Whitespace, case and a trailing semicolon do not make another statement. */
const normalize = (sql: string) => sql.replace(/;\s*$/, '').replace(/\s+/g, ' ').trim().toLowerCase();
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 400;

const sqlError = (response: ServerResponse, code: string, sqlState: string, message: string) =>
  sendJson(response, 422, { code, sqlState, message, statementHandle: randomUUID() });

const isSettledQuery = (statement: string) => normalize(statement) === normalize(SANDBOX_SETTLED_QUERY);

/** Why the statement cannot run, as Snowflake's compiler would put it; undefined for a revenue query. */
function compileError(statement: string): { code: string; sqlState: string; message: string } | undefined {
  if (isSettledQuery(statement) || normalize(statement) === normalize(SANDBOX_REVENUE_QUERY))
    return undefined;
  const table = /\bfrom\s+([\w$."]+)/i.exec(statement)?.[1];
  const ours = `${SANDBOX_SNOWFLAKE.database}.${SANDBOX_SNOWFLAKE.schema}.${SANDBOX_SNOWFLAKE.table}`;
  if (table && table.replace(/"/g, '').toUpperCase() !== ours)
    return {
      code: '002003',
      sqlState: '42S02',
      message: `SQL compilation error:\nObject '${table.toUpperCase()}' does not exist or not authorized.`,
    };
  const first = statement.trim().split(/\s+/)[0] ?? '';
  return {
    code: '001003',
    sqlState: '42000',
    message: `SQL compilation error:\nsyntax error line 1 at position 0 unexpected '${first}'. The sandbox warehouse runs only its revenue query.`,
  };
}

/**
 * Snowflake's SQL API for the revenue query: `POST /api/v2/statements` runs it (202 while a latency knob
 * makes it "slow", answered by the next status poll but one), `GET /api/v2/statements/{handle}` polls and
 * `?partition=N` fetches the rest of a long answer. A `requestId` seen before with `retry=true` gets the
 * statement already run, not a second run.
 */
export function createSnowflakeHandler(board: KnobBoard, config: SnowflakeSandboxConfig) {
  const statements = new Map<string, Statement>();
  const byRequestId = new Map<string, string>();
  let executions = 0;
  const partitionRows = config.partitionRows ?? 1000;
  const now = config.now ?? Date.now;

  const handler: Handler = async (request, response) => {
    const url = requestUrl(request);
    const refusal = checkSnowflakeAuth(request, config);
    if (refusal) return sendJson(response, refusal.status, { code: refusal.code, message: refusal.message });

    if (request.method === 'POST' && url.pathname === '/api/v2/statements') {
      const body = (await readJson(request)) as Record<string, unknown> | undefined;
      const decision = await applyKnobs(board, 'snowflake', 'statement', response, faults);
      if (!decision) return;
      if (decision.fault === 'unauthorized') return refuseKey(response);
      const requestId = url.searchParams.get('requestId') ?? randomUUID();
      const earlier = byRequestId.get(requestId);
      if (earlier && url.searchParams.get('retry') === 'true')
        return sendJson(response, 200, statementResult(statements.get(earlier)!, 0, true));
      const statement = String(body?.statement ?? '');
      const refused = compileError(statement);
      if (refused) return sqlError(response, refused.code, refused.sqlState, refused.message);
      const bindings = (body?.bindings ?? {}) as Record<string, { type?: string; value?: string }>;
      const [since, until] = [bindings['1']?.value, bindings['2']?.value];
      if (!since || !until)
        return sqlError(
          response,
          '002049',
          '42601',
          'SQL compilation error: error line 3 at position 14\nBind variable ? not set.',
        );
      if (
        !DAY.test(since) ||
        !DAY.test(until) ||
        Number.isNaN(Date.parse(since)) ||
        Number.isNaN(Date.parse(until))
      )
        return sqlError(
          response,
          '100040',
          '22007',
          `Date '${DAY.test(since) ? until : since}' is not recognized`,
        );
      if ((Date.parse(until) - Date.parse(since)) / 86_400_000 >= MAX_DAYS)
        return sqlError(
          response,
          '000630',
          '57014',
          `Statement reached its statement or warehouse timeout of ${MAX_DAYS} days' worth of rows.`,
        );
      executions += 1;
      const handle = randomUUID();
      const running: Statement = {
        handle,
        requestId,
        rows: sandboxRevenueRows(since, until, now()),
        withFinal: isSettledQuery(statement),
        partitionRows,
        // A "slow" statement (latency knob set) is still running at the first status poll too.
        pendingPolls: decision.latencyMs > 0 ? 2 : 0,
      };
      statements.set(handle, running);
      byRequestId.set(requestId, handle);
      if (running.pendingPolls > 0) {
        running.pendingPolls -= 1;
        return sendJson(response, 202, statementResult(running, 0, false));
      }
      return sendJson(response, 200, statementResult(running, 0, true));
    }

    const match = /^\/api\/v2\/statements\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const partition = Number(url.searchParams.get('partition') ?? '0');
      const decision = await applyKnobs(
        board,
        'snowflake',
        partition > 0 ? 'partition' : 'status',
        response,
        faults,
      );
      if (!decision) return;
      if (decision.fault === 'unauthorized') return refuseKey(response);
      const running = statements.get(decodeURIComponent(match[1]!));
      if (!running)
        return sendJson(response, 422, {
          code: '000709',
          message: `Statement ${match[1]} not found.`,
          sqlState: '02000',
        });
      if (running.pendingPolls > 0) {
        running.pendingPolls -= 1;
        return sendJson(response, 202, statementResult(running, 0, false));
      }
      const partitions = Math.max(1, Math.ceil(running.rows.length / partitionRows));
      if (!Number.isInteger(partition) || partition < 0 || partition >= partitions)
        return sendJson(response, 422, {
          code: '000709',
          message: `Partition ${partition} does not exist.`,
          sqlState: '02000',
        });
      return sendJson(response, 200, statementResult(running, partition, partition === 0));
    }
    sendJson(response, 404, { code: '390404', message: `Unknown path ${url.pathname}` });
  };
  return { handler, executions: () => executions };
}

import type { SandboxWarehouseRow } from './revenue-data';
import { SANDBOX_SNOWFLAKE } from './snowflake-identity';

/** A statement the sandbox ran: its rows, kept for status polls and partition fetches. */
export interface Statement {
  handle: string;
  requestId: string;
  rows: SandboxWarehouseRow[];
  /** The statement asked for the `IS_FINAL` column (the revenue query saved before it existed did not). */
  withFinal: boolean;
  partitionRows: number;
  /** Status polls still to answer 202. */
  pendingPolls: number;
}

const column = (name: string, type: string, scale: number | null, precision: number | null) => ({
  name,
  database: SANDBOX_SNOWFLAKE.database,
  schema: SANDBOX_SNOWFLAKE.schema,
  table: SANDBOX_SNOWFLAKE.table,
  type,
  scale,
  precision,
  nullable: true,
  byteLength: type === 'text' ? 1024 : null,
  length: type === 'text' ? 256 : null,
  collation: null,
});

/** Unquoted names come back upper case, as Snowflake stores them. */
const ROW_TYPE = [
  column('DAY', 'date', null, null),
  column('CHANNEL', 'text', null, null),
  column('REVENUE', 'fixed', 2, 12),
  column('CONVERSIONS', 'fixed', 0, 38),
  column('PAGE_VIEWS', 'fixed', 0, 38),
  column('SESSIONS', 'fixed', 0, 38),
];
const FINAL_COLUMN = column('IS_FINAL', 'boolean', null, null);

/** A row in the jsonv2 encoding: every cell a string, the DATE as days since the epoch. */
const encoder = (withFinal: boolean) => (row: SandboxWarehouseRow) => [
  String(Date.parse(`${row.day}T00:00:00Z`) / 86_400_000),
  row.channel,
  row.revenue.toFixed(2),
  String(row.conversions),
  String(row.pageViews),
  String(row.sessions),
  ...(withFinal ? [String(row.final)] : []),
];

/**
 * The answer for a statement: 202 QueryStatus while running; partition 0 with the result set's metadata;
 * another partition with only its data, as Snowflake sends them.
 */
export function statementResult(statement: Statement, partition: number, done: boolean) {
  const statementStatusUrl = `/api/v2/statements/${statement.handle}?requestId=${statement.requestId}`;
  if (!done && partition === 0)
    return {
      code: '333334',
      message:
        'Asynchronous execution in progress. Use provided query id to perform query monitoring and management.',
      statementHandle: statement.handle,
      statementStatusUrl,
    };
  const encode = encoder(statement.withFinal);
  const chunks: SandboxWarehouseRow[][] = [];
  for (let start = 0; start < statement.rows.length || chunks.length === 0; start += statement.partitionRows)
    chunks.push(statement.rows.slice(start, start + statement.partitionRows));
  const data = (chunks[partition] ?? []).map(encode);
  if (partition > 0) return { data };
  return {
    resultSetMetaData: {
      numRows: statement.rows.length,
      format: 'jsonv2',
      partitionInfo: chunks.map((chunk) => ({
        rowCount: chunk.length,
        uncompressedSize: JSON.stringify(chunk.map(encode)).length,
      })),
      rowType: statement.withFinal ? [...ROW_TYPE, FINAL_COLUMN] : ROW_TYPE,
    },
    data,
    code: '090001',
    statementStatusUrl,
    requestId: statement.requestId,
    sqlState: '00000',
    statementHandle: statement.handle,
    message: 'Statement executed successfully.',
    createdOn: Date.now(),
  };
}

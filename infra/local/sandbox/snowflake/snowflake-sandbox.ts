import type { Handler, RunningServer } from '../http-kit';
import type { KnobBoard } from '../knobs';
import {
  loadSandboxKeys,
  SANDBOX_FINAL_COLUMN,
  SANDBOX_SETTLED_QUERY,
  SANDBOX_SNOWFLAKE,
} from './snowflake-identity';
import { createSnowflakeHandler } from './snowflake-server';

export interface SnowflakeStartOptions {
  board: KnobBoard;
  dataDir: string;
  host: string;
  port?: number;
  partitionRows?: number;
  /** The warehouse's clock: how far the recent days' estimates have grown (default: the system's). */
  now?: () => number;
  listen(handler: Handler, ...ports: (number | undefined)[]): Promise<RunningServer>;
}

/** Starts the SQL API sandbox with the key pair kept in the data folder. */
export async function startSnowflake(options: SnowflakeStartOptions) {
  const keys = await loadSandboxKeys(options.dataDir);
  const { handler, executions } = createSnowflakeHandler(options.board, {
    account: SANDBOX_SNOWFLAKE.account,
    user: SANDBOX_SNOWFLAKE.user,
    publicKeyPem: keys.publicKeyPem,
    partitionRows: options.partitionRows,
    now: options.now,
  });
  const server = await options.listen(handler, options.port);
  const endpoints = {
    baseUrl: `http://${options.host}:${server.port}`,
    account: SANDBOX_SNOWFLAKE.account,
    user: SANDBOX_SNOWFLAKE.user,
    privateKeyPem: keys.privateKeyPem,
    warehouse: SANDBOX_SNOWFLAKE.warehouse,
    database: SANDBOX_SNOWFLAKE.database,
    schema: SANDBOX_SNOWFLAKE.schema,
    role: SANDBOX_SNOWFLAKE.role,
    query: SANDBOX_SETTLED_QUERY,
    finalColumn: SANDBOX_FINAL_COLUMN,
  };
  return { server, endpoints, publicKeyPem: keys.publicKeyPem, executions };
}

/**
 * The revenue warehouse's SQL API as the domain sees it: where saved settings send their statements, the
 * checks an address and a private key must pass before they are saved, running one statement, and
 * classified failures. `providers/snowflake/snowflake-warehouse.ts` implements it over Snowflake's SQL
 * API; the composition root hands it to the domain, as it hands it the storage adapters.
 */
export interface WarehouseClient {
  /** The address an account's statements go to when no base URL is set. */
  defaultBaseUrl(account: string): string;
  /** Refuses, as a `config` failure, an address the outbound rules do not allow. */
  checkBaseUrl(baseUrl: string): void;
  /** Refuses, as a `config` failure, a private key that cannot sign in. */
  checkPrivateKey(privateKeyPem: string): void;
  /** Runs one statement, `textBindings` bound as TEXT to its placeholders in order; answers all its rows. */
  execute(
    connection: WarehouseConnection,
    statement: string,
    textBindings: string[],
  ): Promise<WarehouseResult>;
}

/** Where and as whom a statement runs; empty context values fall back to the user's defaults. */
export interface WarehouseConnection {
  baseUrl: string;
  account: string;
  user: string;
  privateKeyPem: string;
  warehouse?: string;
  database?: string;
  schema?: string;
  role?: string;
}

/**
 * A decoded cell: a number, a boolean, `YYYY-MM-DD` for a DATE, a `Date` for a timestamp, the text for the
 * rest, null for NULL.
 */
export type WarehouseValue = string | number | boolean | Date | null;

/** A statement's answer: its columns by name, in order, and each row's cells in that order. */
export interface WarehouseResult {
  columns: { name: string }[];
  rows: WarehouseValue[][];
}

/**
 * How a warehouse call failed: `config` (the settings cannot work: a key that cannot sign, an address
 * refused), `auth` (the warehouse refused the key pair), `sql` (the statement failed), `timeout` (stopped,
 * or still running when we stopped polling), `transient` (throttled, a server error, the network: retried
 * before it goes up), `failed` (any other answer).
 */
export type WarehouseFailureKind = 'config' | 'auth' | 'sql' | 'timeout' | 'transient' | 'failed';

/** Marks the errors of a failed warehouse call, so the domain tells them apart without knowing their class. */
export const WAREHOUSE_FAILURE: unique symbol = Symbol('WarehouseFailure');

/** A warehouse call that failed, classified once by the client; the message is fit for the settings screen. */
export interface WarehouseFailure extends Error {
  readonly [WAREHOUSE_FAILURE]: true;
  readonly kind: WarehouseFailureKind;
}

export function isWarehouseFailure(error: unknown): error is WarehouseFailure {
  return error instanceof Error && (error as Partial<WarehouseFailure>)[WAREHOUSE_FAILURE] === true;
}

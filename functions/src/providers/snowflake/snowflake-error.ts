import { WAREHOUSE_FAILURE, type WarehouseFailure, type WarehouseFailureKind } from '../../ports/warehouse';

export interface SnowflakeErrorDetails {
  kind: WarehouseFailureKind;
  /** Readable, fit for the settings screen; never a secret. */
  message: string;
  status?: number;
  /** Snowflake's own error code (`002003`, `390144`...), when it sent one. */
  code?: string;
  sqlState?: string;
  cause?: unknown;
}

/**
 * How a Snowflake call failed, in the warehouse port's kinds: `config` (the saved settings cannot work: a
 * bad key, an address refused), `auth` (Snowflake refused the key pair: 401/403 or a 390xxx code), `sql`
 * (422: the statement failed), `timeout` (408, or still running when we stopped polling), `transient` (429,
 * 5xx, the network: retried before it goes up), `failed` (any other answer).
 */
export class SnowflakeError extends Error implements WarehouseFailure {
  override name = 'SnowflakeError';
  readonly [WAREHOUSE_FAILURE] = true as const;
  readonly kind: WarehouseFailureKind;
  readonly status?: number;
  readonly code?: string;
  readonly sqlState?: string;

  constructor(details: SnowflakeErrorDetails) {
    super(details.message, { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status;
    this.code = details.code;
    this.sqlState = details.sqlState;
  }
}

/** Snowflake's error body: `{code, message, sqlState, statementHandle}`. */
export interface SnowflakeErrorBody {
  code?: string;
  message?: string;
  sqlState?: string;
}

/** The error an unsuccessful answer calls for. */
export function snowflakeAnswerError(status: number, body: SnowflakeErrorBody | undefined): SnowflakeError {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const said = typeof body?.message === 'string' && body.message.trim() ? body.message.trim() : undefined;
  const details = { status, code, sqlState: body?.sqlState };
  const withCode = (text: string) => (code ? `${text} (${code})` : text);
  if (status === 401 || status === 403 || code?.startsWith('390'))
    return new SnowflakeError({
      ...details,
      kind: 'auth',
      message: withCode(`Snowflake refused the key pair: ${said ?? `HTTP ${status}`}`),
    });
  if (status === 422)
    return new SnowflakeError({ ...details, kind: 'sql', message: said ?? 'The statement failed' });
  if (status === 408)
    return new SnowflakeError({
      ...details,
      kind: 'timeout',
      message: withCode(`Snowflake stopped the statement: ${said ?? 'it ran past its timeout'}`),
    });
  if (status === 429 || status >= 500)
    return new SnowflakeError({
      ...details,
      kind: 'transient',
      message: withCode(`Snowflake is unavailable: ${said ?? `HTTP ${status}`}`),
    });
  return new SnowflakeError({
    ...details,
    kind: 'failed',
    message: withCode(`Snowflake answered HTTP ${status}${said ? `: ${said}` : ''}`),
  });
}

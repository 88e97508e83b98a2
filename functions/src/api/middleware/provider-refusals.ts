import { DomainError, type DomainErrorKind } from '../../domain/domain-error';
import { SnowflakeError, type SnowflakeErrorKind } from '../../providers/snowflake/snowflake-error';

/**
 * Whose fault a Snowflake failure is: the settings sent (`config`: a key that cannot sign, an address
 * refused), the settings as Snowflake judged them (a key pair or a statement it refused), or Snowflake's.
 */
const SNOWFLAKE_KINDS: Record<SnowflakeErrorKind, DomainErrorKind> = {
  config: 'invalid',
  auth: 'unprocessable',
  sql: 'unprocessable',
  timeout: 'upstream_refused',
  transient: 'upstream_refused',
  failed: 'upstream_refused',
};

/**
 * A provider's own error that reached a route as the domain error it stands for, so it is answered like
 * one; undefined for any other error. Providers keep their errors (the pipeline's retries match on them).
 */
export function providerRefusal(error: Error): DomainError | undefined {
  if (error instanceof SnowflakeError)
    return new DomainError(SNOWFLAKE_KINDS[error.kind], error.message, { cause: error });
  return undefined;
}

import { DomainError, type DomainErrorKind } from '../../domain/domain-error';
import { isWarehouseFailure, type WarehouseFailureKind } from '../../ports/warehouse';

/**
 * Whose fault a warehouse (Snowflake) failure is: the settings sent (`config`: a key that cannot sign, an
 * address refused), the settings as the warehouse judged them (a key pair or a statement it refused), or
 * the warehouse's.
 */
const WAREHOUSE_KINDS: Record<WarehouseFailureKind, DomainErrorKind> = {
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
  if (isWarehouseFailure(error))
    return new DomainError(WAREHOUSE_KINDS[error.kind], error.message, { cause: error });
  return undefined;
}

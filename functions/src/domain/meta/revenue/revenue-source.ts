import type { RevenueSourceCredentials, RevenueSourceForm } from '#shared/schemas/revenue-source';
import type { Clock } from '../../../ports/clock';
import type { RevenueRows } from '../../../ports/revenue-rows';
import type { WarehouseClient, WarehouseConnection } from '../../../ports/warehouse';
import { DomainError } from '../../domain-error';
import type { SnowflakeSandboxEndpoints } from '../../settings/credentials-reader';
import { toRevenueRows } from './revenue-columns';
import { settleByAge } from './settlement';
import type { WarehouseCredentialsStore } from './warehouse-credentials-store';

/** No revenue source is saved: invalid until the card's settings are filled in. */
export class RevenueSourceNotConfiguredError extends DomainError {
  override name = 'RevenueSourceNotConfiguredError';
  constructor() {
    super('invalid', 'Revenue source not configured: save the Snowflake settings first');
  }
}

/** The address the form's settings send statements to: its base URL, else the account's own. */
export const warehouseUrlOf = (
  form: Pick<RevenueSourceForm, 'account' | 'baseUrl'>,
  client: Pick<WarehouseClient, 'defaultBaseUrl'>,
) => form.baseUrl || client.defaultBaseUrl(form.account);

/** Where statements go: the configured base URL, the local sandbox's for its credentials, else Snowflake's. */
function connectionOf(
  saved: RevenueSourceCredentials,
  sandbox: SnowflakeSandboxEndpoints | undefined,
  client: WarehouseClient,
): WarehouseConnection {
  // The sandbox's port can change between starts, so its credentials take its current address.
  const sandboxUrl = saved.sandbox ? sandbox?.baseUrl : undefined;
  return {
    baseUrl: sandboxUrl ?? warehouseUrlOf(saved, client),
    account: saved.account,
    user: saved.user,
    privateKeyPem: saved.privateKey,
    warehouse: saved.warehouse,
    database: saved.database,
    schema: saved.schema,
    role: saved.role,
  };
}

/**
 * The revenue warehouse: runs the saved query with the range bound as TEXT (`?`/`:1` since, `?`/`:2`
 * until, both `YYYY-MM-DD`, US Eastern days) and returns its rows, checked, each settled: final by the
 * source's flag column when one is set, else by age (`finalAfterHours` after the day ends). Settings are
 * read on every call, so a save takes effect at once.
 */
export function createRevenueSource(deps: {
  store: WarehouseCredentialsStore;
  client: WarehouseClient;
  clock: Clock;
  sandbox?: SnowflakeSandboxEndpoints;
}): RevenueRows {
  return {
    async rows(since, until) {
      const saved = await deps.store.read();
      if (!saved) throw new RevenueSourceNotConfiguredError();
      const connection = connectionOf(saved, deps.sandbox, deps.client);
      const result = await deps.client.execute(connection, saved.query, [since, until]);
      return settleByAge(toRevenueRows(result, saved.finalColumn), deps.clock.now(), saved.finalAfterHours);
    },
  };
}

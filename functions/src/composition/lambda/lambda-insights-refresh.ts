import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import { systemClock } from '../../ports/clock';
import type { LambdaConfig } from '../config';
import type { metaSecret, table, warehouseSecret } from '../config-parts';
import { createMetaDeps } from '../meta-deps';
import { grantedSecretStore } from './granted-secrets';

/** The scheduled refresh, then the campaign rules, on what the refresh function was given. */
export function createLambdaInsightsRefresh(
  config: LambdaConfig<typeof table | typeof metaSecret | typeof warehouseSecret>,
) {
  const platform = {
    table: createDynamoTable(config.TABLE_NAME),
    secrets: grantedSecretStore(config),
    clock: systemClock,
  };
  return createMetaDeps(platform).insightsRefresh;
}

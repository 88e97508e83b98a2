import * as z from 'zod';
import { createDynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createInsightsStore } from '../adapters/dynamodb/insights/insights-store';
import { createSecretsManagerStore } from '../adapters/secrets/secrets-manager-store';
import { createInsightsRefresh } from '../domain/meta/insights-refresh/insights-refresh';
import { REFRESH_KINDS } from '../domain/meta/insights-refresh/refresh-plan';
import { createMetaAccess } from '../domain/meta/meta-access';
import { createMetaCredentialsStore } from '../domain/meta/meta-credentials-store';
import { createRevenueSource } from '../domain/meta/revenue/revenue-source';
import { createWarehouseCredentialsStore } from '../domain/meta/revenue/warehouse-credentials-store';
import { createRuleServiceOn } from '../domain/meta/rules/rule-wiring';
import { withRulesAfterRefresh } from '../domain/meta/rules/rules-after-refresh';
import { SECRET_NAMES } from '../domain/settings/secret-names';
import { systemClock } from '../ports/clock';
import { createSnowflakeClient } from '../providers/snowflake/snowflake-client';

const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  META_CREDENTIALS_SECRET_ARN: z.string().min(1),
  WAREHOUSE_CREDENTIALS_SECRET_ARN: z.string().min(1),
});
/** What each EventBridge Scheduler schedule sends: `recent` every 15 minutes, `month` daily. */
const eventSchema = z.object({ kind: z.enum(REFRESH_KINDS) });

const parsed = configSchema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(
    `Invalid Lambda configuration: check ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
  );
}
const config = parsed.data;
const secrets = createSecretsManagerStore({
  secretIds: {
    [SECRET_NAMES.metaCredentials]: config.META_CREDENTIALS_SECRET_ARN,
    [SECRET_NAMES.warehouseCredentials]: config.WAREHOUSE_CREDENTIALS_SECRET_ARN,
  },
});
const table = createDynamoTable(config.TABLE_NAME);
const store = createInsightsStore(table);
const metaAccess = createMetaAccess({ store: createMetaCredentialsStore(secrets) });
const refresh = withRulesAfterRefresh(
  createInsightsRefresh({
    store,
    metaAccess,
    revenue: createRevenueSource({
      store: createWarehouseCredentialsStore(secrets),
      client: createSnowflakeClient(),
    }),
    clock: systemClock,
  }),
  // The campaign rules run right after fresh data lands, in the same invocation (decision 021).
  createRuleServiceOn({ table, metaAccess, insights: store, clock: systemClock }),
);

/**
 * The scheduled insights refresh, then the enabled campaign rules; the local server's timer runs the same
 * pair (`createAppDeps`).
 */
export const handler = async (event: unknown) => refresh.run(eventSchema.parse(event).kind);

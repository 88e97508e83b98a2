import * as z from 'zod';
import { createDynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createInsightsStore } from '../adapters/dynamodb/insights-store';
import { createSecretsManagerStore } from '../adapters/secrets/secrets-manager-store';
import { createInsightsRefresh } from '../domain/meta/insights-refresh/insights-refresh';
import { REFRESH_KINDS } from '../domain/meta/insights-refresh/refresh-plan';
import { createMetaAccess } from '../domain/meta/meta-access';
import { createMetaCredentialsStore } from '../domain/meta/meta-credentials-store';
import { SECRET_NAMES } from '../domain/settings/secret-names';
import { systemClock } from '../ports/clock';

const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  META_CREDENTIALS_SECRET_ARN: z.string().min(1),
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
  secretIds: { [SECRET_NAMES.metaCredentials]: config.META_CREDENTIALS_SECRET_ARN },
});
// The warehouse joins here (a RevenueRows) once its client is wired; until then no revenue is stored.
const refresh = createInsightsRefresh({
  store: createInsightsStore(createDynamoTable(config.TABLE_NAME)),
  metaAccess: createMetaAccess({ store: createMetaCredentialsStore(secrets) }),
  clock: systemClock,
});

/** The scheduled insights refresh; the local server's timer runs the same `createInsightsRefresh`. */
export const handler = async (event: unknown) => refresh.run(eventSchema.parse(event).kind);

import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createNotificationStores } from '../adapters/dynamodb/notifications/notification-stores';
import { createNotifier } from '../domain/notifications/notifier';
import type { Clock } from '../ports/clock';

/**
 * The notification stores on the single table and a notifier raising into them. Every entry point that
 * finishes work builds these (the API, the steps, the failure handler, the refresh): raising a notification
 * needs the table alone, never the Slack secret or SES (decision 029).
 */
export function createNotificationDeps(platform: { table: DynamoTable; clock: Clock }) {
  const stores = createNotificationStores(platform.table);
  const notifier = createNotifier({ stores, clock: platform.clock });
  return { stores, notifier };
}

import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createNotificationStores } from '../adapters/dynamodb/notifications/notification-stores';
import { createNotifier } from '../domain/notifications/notifier';
import type { SandboxEndpoints } from '../domain/settings/credentials-reader';
import type { Clock } from '../ports/clock';

/**
 * The notification stores on the single table and a notifier raising into them. Every entry point that
 * finishes work builds these (the API, the steps, the failure handler, the refresh): raising a notification
 * needs the table alone, never the Slack secret or SES (decision 031).
 */
export function createNotificationDeps(platform: {
  table: DynamoTable;
  clock: Clock;
  sandbox?: SandboxEndpoints;
}) {
  const stores = createNotificationStores(platform.table);
  // Locally, Slack messages go to the Slack sandbox while no webhook is saved.
  const slackSandbox = platform.sandbox?.slack !== undefined;
  const notifier = createNotifier({ stores, clock: platform.clock, slackSandbox });
  return { stores, notifier };
}

/** The sender of notification e-mail where none is configured: the local server's, which its SES sandbox verifies. */
export const LOCAL_EMAIL_FROM = 'Keywright <notifications@keywright.local>';

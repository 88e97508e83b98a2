import type {
  NotificationSettingsStore,
  StoredNotificationSettings,
  WatchStateStore,
} from '../../../ports/notifications';
import { GetCommand, PutCommand } from '../document-sdk';
import type { DynamoTable } from '../dynamo-table';
import { createSingleItem } from '../whole-items';

const SETTINGS_KEY = { pk: 'NOTIFY_SETTINGS', sk: 'SETTINGS' };
const WATCH_PARTITION = 'NOTIFY_WATCH';

/** The Notifications tab's settings but the webhook (a secret): one item, read by every raiser. */
export function createNotificationSettingsStore(table: DynamoTable): NotificationSettingsStore {
  return createSingleItem<StoredNotificationSettings>(table, SETTINGS_KEY);
}

/** What a watcher saw last (the API status per service), one small item per watcher. */
export function createWatchStateStore({ client, name: TableName }: DynamoTable): WatchStateStore {
  return {
    async get(name) {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: { pk: WATCH_PARTITION, sk: name }, ConsistentRead: true }),
      );
      return (Item?.state as Record<string, unknown> | undefined) ?? undefined;
    },
    async put(name, state) {
      await client.send(new PutCommand({ TableName, Item: { pk: WATCH_PARTITION, sk: name, state } }));
    },
  };
}

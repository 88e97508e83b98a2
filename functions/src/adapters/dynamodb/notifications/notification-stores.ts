import type { NotificationStores } from '../../../ports/notifications';
import type { DynamoTable } from '../dynamo-table';
import { createDeliveryStore } from './delivery-store';
import { createNotificationSettingsStore, createWatchStateStore } from './notification-settings-item';
import { createNotificationStore } from './notification-store';
import { createReadStateStore } from './read-state-store';

/** The notification stores on the single table (every entry point that raises or reads them builds these). */
export function createNotificationStores(table: DynamoTable): NotificationStores {
  return {
    notifications: createNotificationStore(table),
    readState: createReadStateStore(table),
    deliveries: createDeliveryStore(table),
    settings: createNotificationSettingsStore(table),
    watch: createWatchStateStore(table),
  };
}

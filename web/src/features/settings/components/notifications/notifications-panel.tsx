import { Stack } from '@mui/material';
import { DeliveryList } from './delivery-list';
import { NotificationSettingsForm } from './notification-settings-form';

/** Settings > Notifications: where notifications go, and what the latest deliveries did. */
export function NotificationsPanel() {
  return (
    <Stack spacing={3}>
      <NotificationSettingsForm />
      <DeliveryList />
    </Stack>
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveriesResponse, MaskedNotificationSettings } from '#shared/schemas/notification-settings';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/settings/notifications`: the webhook masked, every kind's route filled in. */
export function notificationSettingsQueryOptions() {
  return queryOptions<MaskedNotificationSettings>({ queryKey: queryKeys.notificationSettings() });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

/** `GET /api/settings/notifications/deliveries`: the latest Slack and e-mail deliveries, newest first. */
export function useNotificationDeliveries() {
  return useQuery<DeliveriesResponse>({ queryKey: queryKeys.notificationDeliveries() });
}

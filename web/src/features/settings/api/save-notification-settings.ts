import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MaskedNotificationSettings,
  NotificationSettingsInput,
} from '#shared/schemas/notification-settings';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `PUT /api/settings/notifications`; the webhook left masked keeps the saved one. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NotificationSettingsInput): Promise<MaskedNotificationSettings> =>
      (await apiRequest('PUT', '/api/settings/notifications', input)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.notificationSettings(), saved);
      toast({
        title: 'Notification settings saved',
        description: 'Where notifications go has been updated.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save notification settings',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

/** `POST /api/settings/notifications/slack-test`: Slack's answer to a test message, as the card shows it. */
export function useSendSlackTest() {
  return useMutation({
    mutationFn: async (slackWebhookUrl: string): Promise<{ ok: boolean; message: string }> =>
      (await apiRequest('POST', '/api/settings/notifications/slack-test', { slackWebhookUrl })).json(),
  });
}

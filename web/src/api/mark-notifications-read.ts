import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '#shared/schemas/notifications';
import { apiRequest } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { queryKeys } from '../lib/query-keys';
import { toast } from '../lib/toast';

/** The count the server answered is shown at once; every list is read again. */
async function settle(queryClient: QueryClient, answer: UnreadCount) {
  queryClient.setQueryData(queryKeys.unreadNotifications(), answer);
  await queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() });
}

/** `POST /api/notifications/{id}/read`: one notification read by the signed-in user. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<UnreadCount> =>
      (await apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`)).json(),
    onSuccess: (answer) => settle(queryClient, answer),
    onError: (error) =>
      toast({ title: 'Could not mark as read', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}

/** `POST /api/notifications/read-all`: everything read by the signed-in user. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<UnreadCount> =>
      (await apiRequest('POST', '/api/notifications/read-all')).json(),
    onSuccess: (answer) => settle(queryClient, answer),
    onError: (error) =>
      toast({
        title: 'Could not mark all as read',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

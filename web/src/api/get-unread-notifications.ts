import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '#shared/schemas/notifications';
import { queryKeys } from '../lib/query-keys';

/** How often the bell asks for the count; the user's own changes refetch it at once. */
export const UNREAD_POLL_MS = 30_000;

/** `GET /api/notifications/unread-count`: one key read on the server, polled by the bell. */
export function unreadNotificationsQueryOptions() {
  return queryOptions<UnreadCount>({
    queryKey: queryKeys.unreadNotifications(),
    // The one read the app polls (lists refresh only on change: docs/contract.md#calls): news arrives on its
    // own.
    refetchInterval: UNREAD_POLL_MS,
  });
}

export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQueryOptions());
}

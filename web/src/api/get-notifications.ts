import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationsQuery, NotificationsResponse } from '#shared/schemas/notifications';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** The bell's menu shows the latest ten. */
const MENU_SIZE = 10;
/** A page of the notifications screen. */
const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationFilters = Partial<Pick<NotificationsQuery, 'kind' | 'severity' | 'unread'>>;

async function fetchNotifications(
  query: NotificationFilters & { limit: number; cursor?: string },
): Promise<NotificationsResponse> {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.kind) params.set('kind', query.kind);
  if (query.severity) params.set('severity', query.severity);
  if (query.unread) params.set('unread', 'true');
  if (query.cursor) params.set('cursor', query.cursor);
  return (await apiRequest('GET', `/api/notifications?${params}`)).json();
}

/** `GET /api/notifications?limit=10`: the bell menu's latest ten, read or not. */
export function latestNotificationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.notifications.latest(),
    queryFn: () => fetchNotifications({ limit: MENU_SIZE }),
  });
}

export function useLatestNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...latestNotificationsQueryOptions(), enabled });
}

/** `GET /api/notifications?kind&severity&unread&cursor`: the notifications screen, a cursor page at a time. */
export function notificationsQueryOptions(filters: NotificationFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.notifications.filtered(filters),
    queryFn: ({ pageParam }) =>
      fetchNotifications({ ...filters, limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam || undefined }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useNotifications(filters: NotificationFilters) {
  return useInfiniteQuery(notificationsQueryOptions(filters));
}

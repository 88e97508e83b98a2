import { MutationCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The fetching rules of docs/contract.md#calls: no retries, no focus or interval refetch, and cached data
 * never goes stale by itself (lists refresh only through explicit invalidation after a successful change).
 * The one exception is the bell's unread count: polled (by its own options), and asked again after each of
 * the user's own changes, which may have raised a notification.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: () => client.invalidateQueries({ queryKey: queryKeys.unreadNotifications() }),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

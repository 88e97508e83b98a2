import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * The spec's fetching rules: no retries, no focus or interval refetch, and cached data never goes stale
 * by itself (lists refresh only through explicit invalidation after a successful change).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiStatus } from '#shared/schemas/settings';
import { API_STATUS_POLL_MS } from '../../config/ui';
import { queryKeys } from '../../lib/query-keys';

/**
 * `GET /api/settings/status`, polled every 5 minutes. Saving credentials invalidates this key so the bar
 * shows the new result at once.
 */
export function apiStatusQueryOptions() {
  return queryOptions<ApiStatus>({
    queryKey: queryKeys.apiStatus(),
    refetchInterval: API_STATUS_POLL_MS,
  });
}

export function useApiStatus() {
  return useQuery(apiStatusQueryOptions());
}

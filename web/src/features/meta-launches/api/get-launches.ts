import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LaunchList } from '#shared/schemas/meta-launches';
import { RUNNING_LAUNCHES_POLL_MS } from '../../../config/ui';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/launches`: every launch, newest first; asked again while one of them runs. */
export function launchesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.launches.list(),
    queryFn: async (): Promise<LaunchList> => (await apiRequest('GET', '/api/meta/launches')).json(),
    refetchInterval: (query) =>
      query.state.data?.launches.some((launch) => launch.status === 'running')
        ? RUNNING_LAUNCHES_POLL_MS
        : false,
  });
}

export function useLaunches() {
  return useQuery(launchesQueryOptions());
}

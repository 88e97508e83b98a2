import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LaunchList } from '#shared/schemas/meta-launches';
import { IDLE_LAUNCHES_POLL_MS, RUNNING_LAUNCHES_POLL_MS } from '../config/ui';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/meta/launches?status=running`: the launches under way, newest first, whose progress the shell
 * shows on every screen. Polled, like the bell: a launch on go-live starts without anyone here.
 */
export function runningLaunchesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.launches.running(),
    queryFn: async (): Promise<LaunchList> =>
      (await apiRequest('GET', '/api/meta/launches?status=running')).json(),
    refetchInterval: (query) =>
      (query.state.data?.launches.length ?? 0) > 0 ? RUNNING_LAUNCHES_POLL_MS : IDLE_LAUNCHES_POLL_MS,
  });
}

/** Asked only while `enabled` (a user who may see the Meta campaigns). */
export function useRunningLaunches({ enabled }: { enabled: boolean }) {
  return useQuery({ ...runningLaunchesQueryOptions(), enabled });
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LaunchDetail, LaunchList } from '#shared/schemas/meta-launches';
import { invalidateCampaignLists } from '../../../api/campaign-lists';
import { LAUNCH_POLL_MS } from '../../../config/ui';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A launch's own path (`/api/meta/launches/{id}`), the root of its retry. */
export const launchUrl = (id: string) => `/api/meta/launches/${encodeURIComponent(id)}`;

/**
 * `GET /api/meta/launches/{id}`: the launch and each of its campaigns, asked every 2 s while it runs and no
 * more once it is over (a retry refetches it, running again).
 */
export function launchQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.launches.detail(id),
    queryFn: async (): Promise<LaunchDetail> => (await apiRequest('GET', launchUrl(id))).json(),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? LAUNCH_POLL_MS : false),
  });
}

/**
 * The launch, and once it is over (seen running, then not), the lists it changed: the campaigns and their
 * counts, the adset names it took, and the launches themselves.
 */
export function useLaunch(id: string) {
  const launch = useQuery(launchQueryOptions(id));
  const queryClient = useQueryClient();
  const status = launch.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    const over = status !== undefined && status !== 'running';
    if (previous.current === 'running' && over) {
      void invalidateCampaignLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.launches.list() });
    }
    // The header's indicator may still count it (it asks every few seconds): it learns now.
    const counted = queryClient.getQueryData<LaunchList>(queryKeys.launches.running());
    if (over && counted?.launches.some((entry) => entry.id === id))
      void queryClient.invalidateQueries({ queryKey: queryKeys.launches.running() });
    previous.current = status;
  }, [id, status, queryClient]);
  return launch;
}

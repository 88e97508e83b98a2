import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/meta-profiles';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/meta/ad-settings/profiles`: oldest first, exactly one marked default when any exist. Managed on
 * the ad settings screen, applied by the campaign creator; every profile change invalidates it.
 */
export function profilesQueryOptions() {
  return queryOptions<Profile[]>({ queryKey: queryKeys.profiles() });
}

export function useProfiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profilesQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/meta-profiles';

/** The key of the profile list; every profile change invalidates it. */
export const PROFILES_QUERY_KEY = ['/api/meta/ad-settings/profiles'] as const;

/** `GET /api/meta/ad-settings/profiles`: oldest first, exactly one marked default when any exist. */
export function profilesQueryOptions() {
  return queryOptions<Profile[]>({ queryKey: PROFILES_QUERY_KEY });
}

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}

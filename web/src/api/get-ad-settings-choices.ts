import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileChoices } from '#shared/schemas/meta-profiles';
import { queryKeys } from '../lib/query-keys';

/** `GET /api/meta/ad-settings/choices`: whether Meta is configured, and the saved pages and pixels. */
export function adSettingsChoicesQueryOptions() {
  return queryOptions<ProfileChoices>({ queryKey: queryKeys.adSettingsChoices() });
}

export function useAdSettingsChoices() {
  return useQuery(adSettingsChoicesQueryOptions());
}

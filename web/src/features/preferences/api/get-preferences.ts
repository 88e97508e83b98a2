import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '#shared/schemas/settings';

/** `GET /api/preferences`: the signed-in user's defaults (the spec's when none are saved). */
export function preferencesQueryOptions() {
  return queryOptions<Preferences>({ queryKey: ['/api/preferences'] });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

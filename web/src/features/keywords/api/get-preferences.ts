import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '#shared/schemas/settings';

/** `GET /api/preferences`: the signed-in user's saved defaults for the Add Keywords dialog. */
export function preferencesQueryOptions() {
  return queryOptions<Preferences>({ queryKey: ['/api/preferences'] });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

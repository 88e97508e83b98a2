import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '#shared/schemas/settings';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/preferences`: the signed-in user's defaults (docs/contract.md#preferences when none are saved),
 * edited on the preferences form and read by the Add Keywords dialog.
 */
export function preferencesQueryOptions() {
  return queryOptions<Preferences>({ queryKey: queryKeys.preferences() });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedApiCredentials } from '#shared/schemas/settings';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/settings/api-credentials`: the saved keys, masked (`''` when none is saved). */
export function apiCredentialsQueryOptions() {
  return queryOptions<MaskedApiCredentials>({ queryKey: queryKeys.apiCredentials() });
}

export function useApiCredentials() {
  return useQuery(apiCredentialsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedApiCredentials } from '#shared/schemas/settings';

/** `GET /api/settings/api-credentials`: the saved keys, masked (`''` when none is saved). */
export function apiCredentialsQueryOptions() {
  return queryOptions<MaskedApiCredentials>({ queryKey: ['/api/settings/api-credentials'] });
}

export function useApiCredentials() {
  return useQuery(apiCredentialsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedMetaCredentials } from '#shared/schemas/meta-credentials';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/credentials`: the entries in full, the access token and app secret masked. */
export function metaCredentialsQueryOptions() {
  return queryOptions<MaskedMetaCredentials>({ queryKey: queryKeys.metaCredentials() });
}

export function useMetaCredentials() {
  return useQuery(metaCredentialsQueryOptions());
}

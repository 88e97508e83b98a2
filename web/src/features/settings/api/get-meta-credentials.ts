import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedMetaCredentials } from '#shared/schemas/meta-credentials';

/** `GET /api/meta/credentials`: the entries in full, the access token and app secret masked. */
export function metaCredentialsQueryOptions() {
  return queryOptions<MaskedMetaCredentials>({ queryKey: ['/api/meta/credentials'] });
}

export function useMetaCredentials() {
  return useQuery(metaCredentialsQueryOptions());
}

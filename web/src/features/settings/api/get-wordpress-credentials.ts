import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedWordPressCredentials } from '#shared/schemas/settings';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/settings/wordpress-credentials`: site and user in full, the app password masked. */
export function wordPressCredentialsQueryOptions() {
  return queryOptions<MaskedWordPressCredentials>({ queryKey: queryKeys.wordPressCredentials() });
}

export function useWordPressCredentials() {
  return useQuery(wordPressCredentialsQueryOptions());
}

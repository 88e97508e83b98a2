import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedWordPressCredentials } from '#shared/schemas/settings';

/** `GET /api/settings/wordpress-credentials`: site and user in full, the app password masked. */
export function wordPressCredentialsQueryOptions() {
  return queryOptions<MaskedWordPressCredentials>({ queryKey: ['/api/settings/wordpress-credentials'] });
}

export function useWordPressCredentials() {
  return useQuery(wordPressCredentialsQueryOptions());
}

import type { ApiCredentials, MaskedApiCredentials } from '#shared/schemas/settings';
import { apiCredentialsQueryOptions } from './get-api-credentials';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/settings/api-credentials`; a key left masked keeps the saved one. */
export function useSaveApiCredentials() {
  return useSaveCredentials<ApiCredentials, MaskedApiCredentials>({
    queryKey: apiCredentialsQueryOptions().queryKey,
    success: { title: 'API credentials updated', description: 'Your API keys have been saved.' },
    failureTitle: 'Failed to update API credentials',
  });
}

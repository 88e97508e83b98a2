import type { ApiCredentials, MaskedApiCredentials } from '#shared/schemas/settings';
import { queryKeys } from '../../../lib/query-keys';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/settings/api-credentials`; a key left masked keeps the saved one. */
export function useSaveApiCredentials() {
  return useSaveCredentials<ApiCredentials, MaskedApiCredentials>({
    queryKey: queryKeys.apiCredentials(),
    success: { title: 'API credentials updated', description: 'Your API keys have been saved.' },
    failureTitle: 'Failed to update API credentials',
  });
}

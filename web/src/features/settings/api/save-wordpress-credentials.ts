import type { MaskedWordPressCredentials, WordPressCredentials } from '#shared/schemas/settings';
import { queryKeys } from '../../../lib/query-keys';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/settings/wordpress-credentials`; the app password left masked keeps the saved one. */
export function useSaveWordPressCredentials() {
  return useSaveCredentials<WordPressCredentials, MaskedWordPressCredentials>({
    queryKey: queryKeys.wordPressCredentials(),
    success: {
      title: 'WordPress credentials updated',
      description: 'Your WordPress settings have been saved.',
    },
    failureTitle: 'Failed to update WordPress credentials',
  });
}

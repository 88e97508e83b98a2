import type { MaskedWordPressCredentials, WordPressCredentials } from '#shared/schemas/settings';
import { wordPressCredentialsQueryOptions } from './get-wordpress-credentials';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/settings/wordpress-credentials`; the app password left masked keeps the saved one. */
export function useSaveWordPressCredentials() {
  return useSaveCredentials<WordPressCredentials, MaskedWordPressCredentials>({
    queryKey: wordPressCredentialsQueryOptions().queryKey,
    success: {
      title: 'WordPress credentials updated',
      description: 'Your WordPress settings have been saved.',
    },
    failureTitle: 'Failed to update WordPress credentials',
  });
}

import type { MaskedMetaCredentials, MetaCredentialsInput } from '#shared/schemas/meta-credentials';
import { metaCredentialsQueryOptions } from './get-meta-credentials';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/meta/credentials`; the token or app secret left masked keeps the saved one. */
export function useSaveMetaCredentials() {
  return useSaveCredentials<MetaCredentialsInput, MaskedMetaCredentials>({
    queryKey: metaCredentialsQueryOptions().queryKey,
    success: { title: 'Meta credentials updated', description: 'Your Meta settings have been saved.' },
    failureTitle: 'Failed to update Meta credentials',
  });
}

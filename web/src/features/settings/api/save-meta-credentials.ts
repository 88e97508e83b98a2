import type { MaskedMetaCredentials, MetaCredentialsInput } from '#shared/schemas/meta-credentials';
import { queryKeys } from '../../../lib/query-keys';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/meta/credentials`; the token or app secret left masked keeps the saved one. */
export function useSaveMetaCredentials() {
  return useSaveCredentials<MetaCredentialsInput, MaskedMetaCredentials>({
    queryKey: queryKeys.metaCredentials(),
    success: { title: 'Meta credentials updated', description: 'Your Meta settings have been saved.' },
    failureTitle: 'Failed to update Meta credentials',
  });
}

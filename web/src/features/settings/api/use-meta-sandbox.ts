import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaskedMetaCredentials } from '#shared/schemas/meta-credentials';
import { forgetMetaStatus } from '../../../api/get-meta-status';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `POST /api/meta/use-sandbox` (local stack only): saves the local Meta Graph sandbox's credentials. */
export function useMetaSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<MaskedMetaCredentials> =>
      (await apiRequest('POST', '/api/meta/use-sandbox')).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.metaCredentials(), saved);
      // A result shown for the previous credentials no longer says anything.
      forgetMetaStatus(queryClient);
      // The sandbox's warehouse settings were saved with them.
      queryClient.invalidateQueries({ queryKey: queryKeys.revenueSource() });
      toast({
        title: 'Sandbox credentials saved',
        description:
          'Meta calls now go to the local Meta Graph sandbox, revenue queries to the Snowflake sandbox.',
      });
    },
    onError: (error) => {
      toast({
        title: 'Failed to update Meta credentials',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

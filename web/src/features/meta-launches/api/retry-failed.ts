import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { launchCreatedSchema } from '#shared/schemas/meta-launches';
import type { z } from '#shared/validation/zod';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { launchUrl } from './get-launch';

/** `POST /api/meta/launches/{id}/retry-failed`: the failed campaigns are created again, in the background. */
export async function retryFailed(id: string): Promise<z.infer<typeof launchCreatedSchema>> {
  return (await apiRequest('POST', `${launchUrl(id)}/retry-failed`)).json();
}

/** Refetches the launches, so the launch reads as running again and its page polls until it is over. */
export function useRetryFailed() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.launches.all() });
  return useMutation({
    mutationFn: retryFailed,
    onSuccess: async () => {
      toast({ title: 'Retrying', description: 'The failed campaigns are being created again.' });
      await refresh();
    },
    onError: async (error) => {
      toast({
        title: 'Failed to retry the failed campaigns',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
      await refresh();
    },
  });
}

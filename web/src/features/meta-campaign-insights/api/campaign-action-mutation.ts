import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignActionResponse } from '#shared/schemas/meta-campaign-actions';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

interface CampaignActionOptions {
  /** The endpoint under `/api/meta/campaign/`. */
  path: 'update-status' | 'update-budget' | 'update-bid-cap';
  /**
   * The success toast title ('Campaign Updated', ...; docs/contract.md#campaign-actions); the server's
   * message is its text.
   */
  success: string;
  /**
   * The contract's failure text when the server gave no message ('Failed to update campaign status', ...).
   */
  failure: string;
  onSuccess?: () => void;
}

/**
 * One campaign update with the toasts of docs/contract.md#campaign-actions: success with the server message,
 * 'Error' with the server's message or the fallback, and 'An unexpected error occurred' for what never
 * reached an answer. On success the insights are fetched again.
 */
export function useCampaignAction<TBody extends { campaignId: string }>({
  path,
  success,
  failure,
  onSuccess,
}: CampaignActionOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody): Promise<CampaignActionResponse> =>
      (await apiRequest('POST', `/api/meta/campaign/${path}`, body)).json(),
    onSuccess: async (result) => {
      if (!result.success) {
        toast({ title: 'Error', description: result.message || failure, variant: 'destructive' });
        return;
      }
      toast({ title: success, description: result.message });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: queryKeys.insights.all() });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description:
          error instanceof ApiError ? (serverMessage(error) ?? failure) : 'An unexpected error occurred',
        variant: 'destructive',
      }),
  });
}

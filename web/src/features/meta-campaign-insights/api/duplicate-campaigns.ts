import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DuplicateCampaignsRequestInput,
  DuplicateCampaignsResponse,
} from '#shared/schemas/meta-duplicate';
import { invalidateCampaignLists } from '../../../api/campaign-lists';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { duplicationToast } from '../components/duplicate-dialog/duplication-toast';
import { refreshInsights } from './refresh-insights';

/** `POST /api/meta/campaigns/duplicate`: one copy per campaign, each with its result. */
export async function duplicateCampaigns(
  body: DuplicateCampaignsRequestInput,
): Promise<DuplicateCampaignsResponse> {
  return (await apiRequest('POST', '/api/meta/campaigns/duplicate', body)).json();
}

/**
 * Duplicates with the 'Duplication Started' toast first (docs/contract.md#duplicate-dialog), then the
 * result's. The new campaigns join the lists at once and the insights after a refresh from Meta, started here
 * so they show without waiting for the schedule.
 */
export function useDuplicateCampaigns(nameOf: (campaignId: string) => string) {
  const queryClient = useQueryClient();
  const refetch = async () => {
    await invalidateCampaignLists(queryClient);
    await queryClient.invalidateQueries({ queryKey: queryKeys.availableAdsetNames() });
  };
  return useMutation({
    mutationFn: duplicateCampaigns,
    onMutate: () => toast({ title: 'Duplication Started' }),
    onSuccess: async (result) => {
      toast(duplicationToast(result, nameOf));
      await refetch();
      if (result.succeeded > 0)
        // The screen's refresh status reports a refresh that did not finish; nothing more to say here.
        void refreshInsights()
          .catch(() => undefined)
          .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.insights.all() }));
    },
    onError: async (error) => {
      toast({ title: 'Duplication failed', description: apiErrorMessage(error), variant: 'destructive' });
      await refetch();
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DuplicateCampaignsRequestInput,
  DuplicateCampaignsResponse,
} from '#shared/schemas/meta-duplicate';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';
import { CAMPAIGN_AFFECTED_KEYS } from '../../meta-campaign-creator/api/create-campaign';
import { duplicationToast } from '../components/duplicate-dialog/duplication-toast';
import { AVAILABLE_ADSET_NAMES_KEY } from './get-available-adset-names';
import { ENRICHED_INSIGHTS_KEY } from './get-enriched-insights';
import { refreshInsights } from './refresh-insights';

/** `POST /api/meta/campaigns/duplicate`: one copy per campaign, each with its result. */
export async function duplicateCampaigns(
  body: DuplicateCampaignsRequestInput,
): Promise<DuplicateCampaignsResponse> {
  return (await apiRequest('POST', '/api/meta/campaigns/duplicate', body)).json();
}

/**
 * Duplicates with the spec's 'Duplication Started' toast first, then the result's. The new campaigns join
 * the lists at once and the insights after a refresh from Meta, started here so they show without waiting
 * for the schedule.
 */
export function useDuplicateCampaigns(nameOf: (campaignId: string) => string) {
  const queryClient = useQueryClient();
  const refetch = async () => {
    await Promise.all(CAMPAIGN_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    await queryClient.invalidateQueries({ queryKey: AVAILABLE_ADSET_NAMES_KEY });
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
          .then(() => queryClient.invalidateQueries({ queryKey: ENRICHED_INSIGHTS_KEY }));
    },
    onError: async (error) => {
      toast({ title: 'Duplication failed', description: apiErrorMessage(error), variant: 'destructive' });
      await refetch();
    },
  });
}

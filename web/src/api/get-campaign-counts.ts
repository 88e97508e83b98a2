import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignCounts } from '#shared/schemas/meta-campaigns';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/meta/campaigns/counts`: campaigns per keyword id, shown beside each article the campaign
 * creator or a launch offers.
 */
export function campaignCountsQueryOptions() {
  return queryOptions<CampaignCounts>({ queryKey: queryKeys.campaignCounts() });
}

export function useCampaignCounts() {
  return useQuery(campaignCountsQueryOptions());
}

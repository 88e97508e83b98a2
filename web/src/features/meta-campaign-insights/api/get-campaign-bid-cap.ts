import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignBidCapResponse } from '#shared/schemas/meta-campaign-actions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/campaign/{campaignId}/bidcap`: read when the dialog opens; the row's value is the fallback. */
export function campaignBidCapQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: queryKeys.campaignBidCap(campaignId),
    queryFn: async (): Promise<CampaignBidCapResponse> =>
      (await apiRequest('GET', `/api/meta/campaign/${encodeURIComponent(campaignId)}/bidcap`)).json(),
    staleTime: 0,
    retry: false,
  });
}

export function useCampaignBidCap(campaignId: string) {
  return useQuery(campaignBidCapQueryOptions(campaignId));
}

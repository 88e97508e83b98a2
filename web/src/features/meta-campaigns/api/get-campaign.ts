import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetail } from '#shared/schemas/meta-campaigns';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/campaigns/{id}`: one campaign, its article and its status in Meta. */
export function campaignQueryOptions(id: string) {
  return queryOptions<CampaignDetail>({ queryKey: queryKeys.campaign(id) });
}

export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}

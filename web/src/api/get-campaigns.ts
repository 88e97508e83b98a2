import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignListResponse } from '#shared/schemas/meta-campaigns';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/meta/campaigns?page&search&site`: one page of created campaigns, newest first (of one site with
 * `site`). The campaigns screen lists them; the insights table looks a row's campaign up in them to link to
 * its page.
 */
export function campaignsQueryOptions(page: number, search: string, site?: string) {
  return queryOptions({
    queryKey: queryKeys.campaigns.page(page, search, site),
    queryFn: async (): Promise<CampaignListResponse> => {
      const query = new URLSearchParams({
        page: String(page),
        ...(search ? { search } : {}),
        ...(site ? { site } : {}),
      });
      return (await apiRequest('GET', `/api/meta/campaigns?${query}`)).json();
    },
    placeholderData: keepPreviousData,
  });
}

export function useCampaigns(page: number, search: string, site?: string) {
  return useQuery(campaignsQueryOptions(page, search, site));
}

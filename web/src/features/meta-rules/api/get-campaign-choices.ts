import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, dayIn } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface CampaignChoice {
  id: string;
  name: string;
  status: string;
}

/**
 * The campaigns a rule can be limited to: those of the insights store over the last 14 days (the longest
 * window a rule reads), by Meta's id, as the rules evaluate them. Sorted by name.
 */
export function campaignChoicesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.insights.ruleCampaignChoices(),
    queryFn: async (): Promise<CampaignChoice[]> => {
      const until = dayIn(Date.now());
      const range = { since: addDays(until, -13), until };
      const response = await apiRequest(
        'GET',
        `/api/meta/enriched-insights?${new URLSearchParams({ ...range })}`,
      );
      const { insights } = (await response.json()) as EnrichedInsightsResponse;
      return insights
        .filter((row) => /^\d+$/.test(row.campaign_id))
        .map((row) => ({ id: row.campaign_id, name: row.campaign_name, status: row.status }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

export function useCampaignChoices() {
  return useQuery(campaignChoicesQueryOptions());
}

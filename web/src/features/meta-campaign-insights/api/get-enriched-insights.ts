import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import { apiRequest } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/enriched-insights?since&until&site`: the rows of the applied US Eastern range (and site). */
export function enrichedInsightsQueryOptions(range: DayRange, site?: string) {
  return queryOptions({
    queryKey: queryKeys.insights.range(range, site),
    queryFn: async (): Promise<EnrichedInsightsResponse> => {
      try {
        return (
          await apiRequest(
            'GET',
            `/api/meta/enriched-insights?${new URLSearchParams({ ...range, ...(site ? { site } : {}) })}`,
          )
        ).json();
      } catch (error) {
        // The server's reason when it gave one (a bad range), otherwise the contract's fetch error text
        // (docs/contract.md#campaign-insights).
        throw new Error(serverMessage(error) ?? 'Failed to fetch enriched campaign insights');
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useEnrichedInsights(range: DayRange, site?: string) {
  return useQuery(enrichedInsightsQueryOptions(range, site));
}

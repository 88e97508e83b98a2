import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyInsightsQuery, DailyInsightsResponse } from '#shared/schemas/meta-insights';
import { apiRequest } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/meta/enriched-insights/daily?since&until&search&status&site`: the chart's points in one request.
 * Under the rows' key, so whatever refetches the rows (a refresh, an action) refetches the chart too.
 */
export function useDailyInsights(query: DailyInsightsQuery) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.insights.daily(query),
      queryFn: async (): Promise<DailyInsightsResponse> => {
        try {
          return (
            await apiRequest('GET', `/api/meta/enriched-insights/daily?${new URLSearchParams({ ...query })}`)
          ).json();
        } catch (error) {
          throw new Error(serverMessage(error) ?? 'Failed to fetch enriched campaign insights');
        }
      },
      placeholderData: keepPreviousData,
    }),
  );
}

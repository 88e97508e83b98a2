import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { RevenueEstimatesResponse } from '#shared/schemas/revenue-estimates';
import { apiRequest } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/meta/revenue-estimates?since&until`: per day, the first estimate against the revenue now. Under
 * the rows' key, so a refresh refetches it with them.
 */
export function useRevenueEstimates(range: DayRange) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.insights.estimates(range),
      queryFn: async (): Promise<RevenueEstimatesResponse> => {
        try {
          return (
            await apiRequest('GET', `/api/meta/revenue-estimates?${new URLSearchParams({ ...range })}`)
          ).json();
        } catch (error) {
          throw new Error(serverMessage(error) ?? 'Failed to fetch the revenue estimates');
        }
      },
      placeholderData: keepPreviousData,
    }),
  );
}

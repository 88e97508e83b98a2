import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { SiteEconomics } from '#shared/schemas/site-economics';
import { apiRequest } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/economics/sites?since&until`: each site's spend, revenue, AI cost and net ROI, for the
 * dashboard's Sites summary.
 */
export function useSiteEconomics(range: DayRange) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.insights.sites(range),
      queryFn: async (): Promise<SiteEconomics> => {
        try {
          return (
            await apiRequest('GET', `/api/economics/sites?${new URLSearchParams({ ...range })}`)
          ).json();
        } catch (error) {
          throw new Error(serverMessage(error) ?? 'Failed to load the sites’ economics');
        }
      },
      // Insights change with every refresh; a range shown again is fetched again.
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  );
}

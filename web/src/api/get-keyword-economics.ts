import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import { apiRequest } from '../lib/api-client';
import { serverMessage } from '../lib/api-error-message';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/keywords/{id}/economics?since&until`: the keyword detail and the campaign page both show a
 * keyword's economics. Under the keyword's key, so a change to the keyword refetches it too.
 */
export function keywordEconomicsQueryOptions(keywordId: string, range: DayRange) {
  return queryOptions({
    queryKey: queryKeys.keywords.economics(keywordId, range),
    queryFn: async (): Promise<KeywordEconomics> => {
      try {
        const query = new URLSearchParams({ ...range });
        return (
          await apiRequest('GET', `/api/keywords/${encodeURIComponent(keywordId)}/economics?${query}`)
        ).json();
      } catch (error) {
        throw new Error(serverMessage(error) ?? 'Failed to load the keyword’s economics');
      }
    },
    // Insights change with every refresh; a range shown again is fetched again.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useKeywordEconomics(keywordId: string, range: DayRange) {
  return useQuery(keywordEconomicsQueryOptions(keywordId, range));
}

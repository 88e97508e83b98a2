import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PublishedKeywordsResponse } from '#shared/schemas/published-keywords';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/keywords/published-all?search&cursor`: the articles a campaign can advertise, newest first, a
 * page of 100 at a time; `search` is matched on the server. The campaign creator picks one of them, a
 * launch several.
 */
export function publishedKeywordsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.keywords.published(search),
    queryFn: async ({ pageParam }): Promise<PublishedKeywordsResponse> => {
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.size > 0 ? `?${params}` : '';
      return (await apiRequest('GET', `/api/keywords/published-all${query}`)).json();
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    // The list stays while the next search's answer comes, rather than blinking to a placeholder.
    placeholderData: keepPreviousData,
  });
}

export function usePublishedKeywords(search: string) {
  return useInfiniteQuery(publishedKeywordsQueryOptions(search));
}

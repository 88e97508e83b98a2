import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishedKeywordsResponse } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/keywords/published-all`: the articles a campaign can advertise. */
export function publishedKeywordsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.keywords.published(),
    queryFn: async (): Promise<PublishedKeywordsResponse> =>
      (await apiRequest('GET', '/api/keywords/published-all')).json(),
  });
}

export function usePublishedKeywords() {
  return useQuery(publishedKeywordsQueryOptions());
}

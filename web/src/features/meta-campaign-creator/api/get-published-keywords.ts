import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishedKeywordsResponse } from '#shared/schemas/keywords';

/** `GET /api/keywords/published-all`: the articles a campaign can advertise. */
export function publishedKeywordsQueryOptions() {
  return queryOptions<PublishedKeywordsResponse>({ queryKey: ['/api/keywords/published-all'] });
}

export function usePublishedKeywords() {
  return useQuery(publishedKeywordsQueryOptions());
}

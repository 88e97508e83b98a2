import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Keyword } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { keywordUrl } from './keyword-cache';

/** `GET /api/keywords/{id}`: the whole record, with its article, images, ad copy and variants. */
export function keywordQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.keywords.detail(id),
    queryFn: async (): Promise<Keyword> => (await apiRequest('GET', keywordUrl(id))).json(),
  });
}

export function useKeyword(id: string) {
  return useQuery(keywordQueryOptions(id));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KeywordListQueryInput, KeywordListResponse } from '#shared/schemas/keyword-list';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { KEYWORDS_URL } from './keyword-cache';

/** What a list screen asks for; absent fields are the API's defaults (page 1, every status). */
export interface KeywordListParams {
  page?: number;
  search?: string;
  status?: KeywordListQueryInput['status'];
  createdFrom?: string;
  createdTo?: string;
  publishedOnly?: boolean;
  /** One site's keywords only. */
  site?: string;
}

/** The list's query string, normalised (defaults left out) so that equal lists share one cache entry. */
function keywordListQuery({
  page,
  search,
  status,
  createdFrom,
  createdTo,
  publishedOnly,
  site,
}: KeywordListParams) {
  const query = new URLSearchParams({ page: String(page ?? 1) });
  if (search?.trim()) query.set('search', search.trim());
  if (status && status !== 'all') query.set('status', status);
  if (createdFrom) query.set('createdFrom', createdFrom);
  if (createdTo) query.set('createdTo', createdTo);
  if (publishedOnly) query.set('publishedOnly', 'true');
  if (site) query.set('site', site);
  return query.toString();
}

/** `GET /api/keywords?...`: one page of the list as `params` ask for it. */
export const keywordListUrl = (params: KeywordListParams) => `${KEYWORDS_URL}?${keywordListQuery(params)}`;

export function keywordListQueryOptions(params: KeywordListParams) {
  return queryOptions({
    queryKey: queryKeys.keywords.list(keywordListQuery(params)),
    queryFn: async (): Promise<KeywordListResponse> =>
      (await apiRequest('GET', keywordListUrl(params))).json(),
  });
}

/** One page of master keywords; the previous page stays on screen while the next one loads. */
export function useKeywordList(params: KeywordListParams) {
  return useQuery({ ...keywordListQueryOptions(params), placeholderData: keepPreviousData });
}

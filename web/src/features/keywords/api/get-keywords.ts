import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KeywordListQueryInput, KeywordListResponse } from '#shared/schemas/keywords';
import { KEYWORDS_URL } from './keyword-cache';

/** What a list screen asks for; absent fields are the API's defaults (page 1, every status). */
export interface KeywordListParams {
  page?: number;
  search?: string;
  status?: KeywordListQueryInput['status'];
  createdFrom?: string;
  createdTo?: string;
  publishedOnly?: boolean;
}

/** `GET /api/keywords?...`: the URL doubles as the query key, so the default read fetches it. */
export function keywordListUrl({
  page,
  search,
  status,
  createdFrom,
  createdTo,
  publishedOnly,
}: KeywordListParams) {
  const query = new URLSearchParams({ page: String(page ?? 1) });
  if (search?.trim()) query.set('search', search.trim());
  if (status && status !== 'all') query.set('status', status);
  if (createdFrom) query.set('createdFrom', createdFrom);
  if (createdTo) query.set('createdTo', createdTo);
  if (publishedOnly) query.set('publishedOnly', 'true');
  return `${KEYWORDS_URL}?${query}`;
}

export function keywordListQueryOptions(params: KeywordListParams) {
  return queryOptions<KeywordListResponse>({ queryKey: [keywordListUrl(params)] });
}

/** One page of master keywords; the previous page stays on screen while the next one loads. */
export function useKeywordList(params: KeywordListParams) {
  return useQuery({ ...keywordListQueryOptions(params), placeholderData: keepPreviousData });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Keyword } from '#shared/schemas/keywords';
import { keywordUrl } from './keyword-cache';

/** `GET /api/keywords/{id}`: the whole record, with its article, images, ad copy and variants. */
export function keywordQueryOptions(id: string) {
  return queryOptions<Keyword>({ queryKey: [keywordUrl(id)] });
}

export function useKeyword(id: string) {
  return useQuery(keywordQueryOptions(id));
}

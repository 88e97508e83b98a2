import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export const KEYWORDS_URL = '/api/keywords';

/**
 * Refetches every keyword read (lists, details, economics, published articles) and the stats. Called after
 * every successful keyword change: cached data never goes stale by itself.
 */
export async function invalidateKeywordData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.keywords.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats() }),
  ]);
}

/** The URL of one keyword's API resource (detail, retry, ...), its id escaped. */
export function keywordUrl(id: string, action?: string): string {
  const base = `${KEYWORDS_URL}/${encodeURIComponent(id)}`;
  return action ? `${base}/${action}` : base;
}

import type { QueryClient } from '@tanstack/react-query';

export const KEYWORDS_URL = '/api/keywords';
export const STATS_URL = '/api/stats';

/**
 * Refetches every keyword read (lists, details) and the stats. Called after every successful keyword
 * change: cached data never goes stale by itself.
 */
export function invalidateKeywordData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [url] }) =>
      typeof url === 'string' &&
      (url === STATS_URL ||
        url === KEYWORDS_URL ||
        url.startsWith(`${KEYWORDS_URL}?`) ||
        url.startsWith(`${KEYWORDS_URL}/`)),
  });
}

/** The URL of one keyword's API resource (detail, retry, ...), its id escaped. */
export function keywordUrl(id: string, action?: string): string {
  const base = `${KEYWORDS_URL}/${encodeURIComponent(id)}`;
  return action ? `${base}/${action}` : base;
}

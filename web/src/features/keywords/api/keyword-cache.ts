import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export const KEYWORDS_URL = '/api/keywords';

/**
 * Refetches every keyword read (lists, details, economics, published articles) and the stats. Called after
 * every successful keyword change: cached data never goes stale by itself. A change may also start a run
 * (held when the AI budget is spent) or change what the next one would process: the budget's runs and the
 * estimates are read again too.
 */
export async function invalidateKeywordData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.keywords.all(),
      queryKeys.stats(),
      queryKeys.aiBudget(),
      queryKeys.processingEstimate.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The URL of one keyword's API resource (detail, retry, ...), its id escaped. */
export function keywordUrl(id: string, action?: string): string {
  const base = `${KEYWORDS_URL}/${encodeURIComponent(id)}`;
  return action ? `${base}/${action}` : base;
}

import { useQuery } from '@tanstack/react-query';
import type { KeywordCollisionsResponse } from '#shared/schemas/quality';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { KEYWORDS_URL } from './keyword-cache';

/** `POST /api/keywords/collisions`: which of these lines have the same words as an existing keyword. */
export function useKeywordCollisions(lines: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.keywords.collisions(lines.join('\n')),
    queryFn: async (): Promise<KeywordCollisionsResponse> =>
      (await apiRequest('POST', `${KEYWORDS_URL}/collisions`, { keywords: lines })).json(),
    enabled: lines.length > 0 && lines.length <= 50,
  });
}

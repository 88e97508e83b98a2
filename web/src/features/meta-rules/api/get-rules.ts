import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RulesResponse } from '#shared/schemas/meta-rules';

/** The key of the rule list; every rule change and run invalidates it (a run moves `lastEvaluatedAt`). */
export const RULES_QUERY_KEY = ['/api/meta/rules'] as const;

/** `GET /api/meta/rules`. */
export function rulesQueryOptions() {
  return queryOptions<RulesResponse>({ queryKey: RULES_QUERY_KEY });
}

export function useRules() {
  return useQuery(rulesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RulesResponse } from '#shared/schemas/meta-rules';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/rules`; every rule change and run invalidates it (a run moves `lastEvaluatedAt`). */
export function rulesQueryOptions() {
  return queryOptions<RulesResponse>({ queryKey: queryKeys.rules() });
}

export function useRules() {
  return useQuery(rulesQueryOptions());
}

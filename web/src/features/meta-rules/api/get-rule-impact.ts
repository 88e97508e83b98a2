import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { RuleImpactResponse } from '#shared/schemas/meta-rule-impact';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/rules/impact?since&until`: what the rules did over the range, per rule, in total, per day. */
export function ruleImpactQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: queryKeys.ruleImpact(range),
    queryFn: async (): Promise<RuleImpactResponse> =>
      (await apiRequest('GET', `/api/meta/rules/impact?${new URLSearchParams({ ...range })}`)).json(),
  });
}

export function useRuleImpact(range: DayRange) {
  return useQuery(ruleImpactQueryOptions(range));
}

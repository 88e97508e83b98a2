import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleGuardrailsResponse } from '#shared/schemas/meta-rule-guardrails';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/rule-guardrails`: each saved ad account's caps and what automation used of them today. */
export function guardrailsQueryOptions() {
  return queryOptions<RuleGuardrailsResponse>({ queryKey: queryKeys.ruleGuardrails() });
}

export function useGuardrails() {
  return useQuery(guardrailsQueryOptions());
}

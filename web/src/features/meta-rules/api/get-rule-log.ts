import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RuleLogResponse, RuleLogStatus } from '#shared/schemas/meta-rule-runs';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The log's filters, as the URL keeps them. */
export interface RuleLogFilters {
  ruleId?: string;
  campaignId?: string;
  status?: RuleLogStatus;
}

/** A page of the log is this many entries: enough to fill a desktop screen, few enough to read on a phone. */
export const RULE_LOG_PAGE_SIZE = 20;

/** `GET /api/meta/rules/log?ruleId&campaignId&status&cursor&limit`: newest first, one cursor page at a time. */
export function ruleLogQueryOptions(filters: RuleLogFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.ruleLog.filtered(filters),
    queryFn: async ({ pageParam }): Promise<RuleLogResponse> => {
      const params = new URLSearchParams({ limit: String(RULE_LOG_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      if (pageParam) params.set('cursor', pageParam);
      return (await apiRequest('GET', `/api/meta/rules/log?${params}`)).json();
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRuleLog(filters: RuleLogFilters) {
  return useInfiniteQuery(ruleLogQueryOptions(filters));
}

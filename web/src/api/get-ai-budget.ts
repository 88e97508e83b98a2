import { useQuery } from '@tanstack/react-query';
import type { AiBudgetStatus } from '#shared/schemas/ai-budget';
import { queryKeys } from '../lib/query-keys';

interface AiBudgetStatusOptions {
  enabled?: boolean;
  /** Spend moves while runs go on: each reader says how often it reads it again (by the last answer). */
  refetchInterval?: (status: AiBudgetStatus | undefined) => number | false;
}

/**
 * `GET /api/ai-budget`: what the AI providers cost so far today and this month against the limits, and
 * the runs held until the budget allows. Read by the AI Budget tab and the keyword screens' notice.
 */
export function useAiBudgetStatus({ enabled = true, refetchInterval }: AiBudgetStatusOptions = {}) {
  return useQuery<AiBudgetStatus>({
    queryKey: queryKeys.aiBudget(),
    enabled,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}

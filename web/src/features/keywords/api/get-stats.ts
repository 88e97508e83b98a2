import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '#shared/schemas/keywords';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stats`: the dashboard's four counters. */
export function statsQueryOptions() {
  return queryOptions<Stats>({ queryKey: queryKeys.stats() });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}

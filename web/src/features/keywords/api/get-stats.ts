import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '#shared/schemas/keywords';
import { STATS_URL } from './keyword-cache';

/** `GET /api/stats`: the dashboard's four counters. */
export function statsQueryOptions() {
  return queryOptions<Stats>({ queryKey: [STATS_URL] });
}

export function useStats() {
  return useQuery(statsQueryOptions());
}

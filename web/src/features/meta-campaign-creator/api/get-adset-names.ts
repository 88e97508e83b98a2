import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdsetNamesResponse } from '#shared/schemas/adset-names';

export const ADSET_NAMES_QUERY_KEY = ['/api/adset-names'] as const;

/** `GET /api/adset-names`: the available and the used names of the pool. */
export function adsetNamesQueryOptions() {
  return queryOptions<AdsetNamesResponse>({ queryKey: ADSET_NAMES_QUERY_KEY });
}

export function useAdsetNames() {
  return useQuery(adsetNamesQueryOptions());
}

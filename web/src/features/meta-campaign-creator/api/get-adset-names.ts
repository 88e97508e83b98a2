import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdsetNamesResponse } from '#shared/schemas/adset-names';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/adset-names`: the available and the used names of the pool. */
export function adsetNamesQueryOptions() {
  return queryOptions<AdsetNamesResponse>({ queryKey: queryKeys.adsetNames() });
}

export function useAdsetNames() {
  return useQuery(adsetNamesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedRevenueSource } from '#shared/schemas/revenue-source';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/meta/revenue-source`: the warehouse settings, the private key masked. */
export function revenueSourceQueryOptions() {
  return queryOptions<MaskedRevenueSource>({ queryKey: queryKeys.revenueSource() });
}

export function useRevenueSource() {
  return useQuery(revenueSourceQueryOptions());
}

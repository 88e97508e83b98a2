import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskedRevenueSource } from '#shared/schemas/revenue-source';

/** `GET /api/meta/revenue-source`: the warehouse settings, the private key masked. */
export function revenueSourceQueryOptions() {
  return queryOptions<MaskedRevenueSource>({ queryKey: ['/api/meta/revenue-source'] });
}

export function useRevenueSource() {
  return useQuery(revenueSourceQueryOptions());
}

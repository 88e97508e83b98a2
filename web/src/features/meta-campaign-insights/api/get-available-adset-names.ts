import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableAdsetNamesResponse } from '#shared/schemas/adset-names';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/adset-names/available`: fetched only while the duplicate dialog shows its custom settings. */
export function availableAdsetNamesQueryOptions() {
  return queryOptions<AvailableAdsetNamesResponse>({ queryKey: queryKeys.availableAdsetNames() });
}

export function useAvailableAdsetNames() {
  return useQuery(availableAdsetNamesQueryOptions());
}

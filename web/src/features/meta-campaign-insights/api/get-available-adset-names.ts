import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableAdsetNamesResponse } from '#shared/schemas/adset-names';

export const AVAILABLE_ADSET_NAMES_KEY = ['/api/adset-names/available'] as const;

/** `GET /api/adset-names/available`: fetched only while the duplicate dialog shows its custom settings. */
export function availableAdsetNamesQueryOptions() {
  return queryOptions<AvailableAdsetNamesResponse>({ queryKey: AVAILABLE_ADSET_NAMES_KEY });
}

export function useAvailableAdsetNames() {
  return useQuery(availableAdsetNamesQueryOptions());
}

import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaStatus } from '#shared/schemas/meta-credentials';
import { queryKeys } from '../lib/query-keys';

/**
 * `GET /api/meta/status`: whether the saved credentials work, as the server last heard from Meta (it keeps
 * the answer for a minute). The campaign page asks for it automatically once credentials are saved (without
 * them its 'Meta API not configured' alert says enough).
 */
export function metaStatusQueryOptions() {
  return queryOptions<MetaStatus>({ queryKey: queryKeys.metaStatus(), retry: false });
}

export function useMetaStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...metaStatusQueryOptions(), enabled });
}

/**
 * `GET /api/meta/status?refresh=true`: asks Meta now, not the answer the server keeps for a minute (Test
 * Connection is the button for checking after a change in Meta).
 */
export function freshMetaStatusQueryOptions() {
  return queryOptions<MetaStatus>({ queryKey: queryKeys.freshMetaStatus() });
}

/** On the settings tab the status is fetched only when asked for (the Test Connection button). */
export function useManualMetaStatus() {
  return useQuery({ ...freshMetaStatusQueryOptions(), enabled: false });
}

/** Forgets every status shown, on the settings tab and the campaign page: it described other credentials. */
export function forgetMetaStatus(queryClient: QueryClient) {
  return Promise.all([
    queryClient.resetQueries({ queryKey: queryKeys.metaStatus(), exact: true }),
    queryClient.resetQueries({ queryKey: queryKeys.freshMetaStatus(), exact: true }),
  ]);
}

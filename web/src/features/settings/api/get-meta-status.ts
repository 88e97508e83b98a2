import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaStatus } from '#shared/schemas/meta-credentials';

const STATUS_URL = '/api/meta/status';

/**
 * `GET /api/meta/status?refresh=true`: asks Meta now whether the saved credentials work, not the answer
 * the server keeps for a minute (Test Connection is the button for checking after a change in Meta).
 */
export function metaStatusQueryOptions() {
  return queryOptions<MetaStatus>({ queryKey: [`${STATUS_URL}?refresh=true`] });
}

/** On the settings tab the status is fetched only when asked for (the Test Connection button). */
export function useManualMetaStatus() {
  return useQuery({ ...metaStatusQueryOptions(), enabled: false });
}

/** Forgets every status shown, here and on the campaign page: it described the previous credentials. */
export function forgetMetaStatus(queryClient: QueryClient) {
  return queryClient.resetQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(STATUS_URL),
  });
}

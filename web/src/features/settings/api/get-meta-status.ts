import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaStatus } from '#shared/schemas/meta-credentials';

/** `GET /api/meta/status`: asks Meta whether the saved credentials work. */
export function metaStatusQueryOptions() {
  return queryOptions<MetaStatus>({ queryKey: ['/api/meta/status'] });
}

/** On the settings tab the status is fetched only when asked for (the Test Connection button). */
export function useManualMetaStatus() {
  return useQuery({ ...metaStatusQueryOptions(), enabled: false });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetaStatus } from '#shared/schemas/meta-credentials';

/** `GET /api/meta/status`: on the campaign page it is asked for automatically, as the spec's calls say. */
export function metaStatusQueryOptions() {
  return queryOptions<MetaStatus>({ queryKey: ['/api/meta/status'], retry: false });
}

/** Only once credentials are saved: without them the 'Meta API not configured' alert says enough. */
export function useMetaStatus(enabled: boolean) {
  return useQuery({ ...metaStatusQueryOptions(), enabled });
}

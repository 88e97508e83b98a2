import { queryOptions, useQueries } from '@tanstack/react-query';
import type { MetaAsset } from '#shared/schemas/meta-credentials';
import { queryKeys } from '../../../lib/query-keys';

/** The three lists of saved entries, each checked with Meta (`GET /api/meta/ad-accounts`, `/pages`, `/pixels`). */
export const META_ASSET_KINDS = [
  { key: 'adAccounts', url: '/api/meta/ad-accounts', label: 'Ad account' },
  { key: 'pages', url: '/api/meta/pages', label: 'Page' },
  { key: 'pixels', url: '/api/meta/pixels', label: 'Pixel' },
] as const;

type AssetKind = (typeof META_ASSET_KINDS)[number];

export function metaAssetsQueryOptions(kind: AssetKind) {
  return queryOptions<Record<AssetKind['key'], MetaAsset[]>, Error, MetaAsset[]>({
    queryKey: queryKeys.metaAssets(kind.url),
    select: (answer) => answer[kind.key] ?? [],
  });
}

/** Fetched only when asked for (with Test Connection), like the status. */
export function useManualMetaAssetChecks() {
  return useQueries({
    queries: META_ASSET_KINDS.map((kind) => ({ ...metaAssetsQueryOptions(kind), enabled: false })),
  });
}

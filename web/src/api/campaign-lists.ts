import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';

/**
 * Refetches every campaign list and count, the adset name pool and the stats: a campaign creation changes
 * them, and so does a duplication or a failed attempt of either (freeing its name).
 */
export async function invalidateCampaignLists(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [queryKeys.campaigns.all(), queryKeys.campaignCounts(), queryKeys.adsetNames(), queryKeys.stats()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

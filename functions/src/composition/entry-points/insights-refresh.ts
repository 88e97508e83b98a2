import { createSiteRepository } from '../../adapters/dynamodb/site-repository';
import { withScheduledPosts } from '../../domain/sites/scheduled-refresh';
import { createSiteDirectoryOn } from '../../domain/sites/site-directory';
import { createMetaDeps } from '../meta-deps';
import { createNotificationDeps } from '../notification-deps';
import type { Platform } from '../platform';
import { createRunRecords } from '../run-records';
import { createScheduledPostsOn } from '../scheduled-posts-deps';

/**
 * The scheduled insights refresh, then the campaign rules (decision 021), and with today's run the
 * scheduled posts WordPress has published since (decision 040): what EventBridge Scheduler runs on AWS and
 * the local server's timer runs on this machine.
 */
export function buildInsightsRefresh(platform: Platform) {
  const { directory } = createSiteDirectoryOn({ ...platform, store: createSiteRepository(platform.table) });
  const { keywords } = createRunRecords(platform);
  const scheduled = createScheduledPostsOn(
    platform,
    keywords,
    directory,
    createNotificationDeps(platform).notifier,
  );
  return withScheduledPosts(createMetaDeps(platform).insightsRefresh, scheduled, platform.clock);
}

export type InsightsRefreshEntry = ReturnType<typeof buildInsightsRefresh>;
/** What each schedule asks for: `recent` (today and yesterday) or `month` (the last 30 days). */
export type RefreshKind = Parameters<InsightsRefreshEntry['run']>[0];

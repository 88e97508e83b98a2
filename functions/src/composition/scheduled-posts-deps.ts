import { createPublishingSlotStore } from '../adapters/dynamodb/publishing-slot-store';
import { createDuplicateIndex } from '../adapters/dynamodb/quality/duplicate-index';
import { createLinkIndex } from '../adapters/dynamodb/quality/link-index';
import type { Notifier } from '../domain/notifications/notifier';
import { createScheduledPosts, type ScheduledPostsDeps } from '../domain/sites/scheduled-posts';
import type { KeywordRepository } from '../ports/keywords';
import { wordpressSitePosts } from '../providers/wordpress-site-posts';
import { createGoLiveLaunchOn } from './launch-deps';
import type { Platform } from './platform';

/** Scheduled posts (decision 040) on the table's slots and WordPress, for the API and the scheduled refresh. */
export function createScheduledPostsOn(
  platform: Pick<Platform, 'table' | 'clock'>,
  keywords: KeywordRepository,
  sites: ScheduledPostsDeps['sites'],
  notifier: Notifier,
) {
  const { table } = platform;
  return createScheduledPosts({
    keywords,
    sites,
    launchOnGoLive: createGoLiveLaunchOn(platform, { keywords, notifier }),
    posts: wordpressSitePosts,
    slots: createPublishingSlotStore(table),
    quality: { links: createLinkIndex(table), duplicates: createDuplicateIndex(table) },
  });
}

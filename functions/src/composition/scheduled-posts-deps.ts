import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createPublishingSlotStore } from '../adapters/dynamodb/publishing-slot-store';
import { createDuplicateIndex } from '../adapters/dynamodb/quality/duplicate-index';
import { createLinkIndex } from '../adapters/dynamodb/quality/link-index';
import { createScheduledPosts, type ScheduledPostsDeps } from '../domain/sites/scheduled-posts';
import { wordpressSitePosts } from '../providers/wordpress-site-posts';

/** Scheduled posts (decision 040) on the table's slots and WordPress, for the API and the scheduled refresh. */
export function createScheduledPostsOn(
  table: DynamoTable,
  keywords: ScheduledPostsDeps['keywords'],
  sites: ScheduledPostsDeps['sites'],
) {
  return createScheduledPosts({
    keywords,
    sites,
    posts: wordpressSitePosts,
    slots: createPublishingSlotStore(table),
    quality: { links: createLinkIndex(table), duplicates: createDuplicateIndex(table) },
  });
}

import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import { logger } from '../../lib/logger';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import type { PublishingSlots } from '../../ports/publishing-slots';
import type { DuplicateIndex, LinkIndex } from '../../ports/quality';
import type { SitePosts } from '../../ports/site-posts';
import { linkTagsOf } from '../quality/internal-links';
import { siteKeyOf } from '../quality/site-key';
import type { SiteDirectory } from './site-directory';

export interface ScheduledPostsDeps {
  keywords: Pick<KeywordRepository, 'transition' | 'findById' | 'findMany' | 'idsWithStatus'>;
  sites: Pick<SiteDirectory, 'credentialsOf'>;
  posts: SitePosts;
  slots: PublishingSlots;
  /** The quality gate's indexes, which learn the article's live address with the keyword. */
  quality: { links: Pick<LinkIndex, 'register'>; duplicates: Pick<DuplicateIndex, 'setState'> };
  /** A site's launch of a campaign when one of its articles goes live (issue 33). */
  launchOnGoLive: (keyword: KeywordRecord) => Promise<void>;
}

const siteOf = (keyword: KeywordRecord) => keyword.siteId ?? PRIMARY_SITE_ID;

/**
 * What happens to a Scheduled keyword's post after the pipeline (decision 040): WordPress publishes it at
 * its slot, which the keyword learns here (it turns Completed with the live address), and a keyword deleted
 * before that takes its post and its slot with it.
 */
export function createScheduledPosts(deps: ScheduledPostsDeps) {
  async function postOf(keyword: KeywordRecord) {
    if (!keyword.wordpressPostId) return undefined;
    const credentials = await deps.sites.credentialsOf(siteOf(keyword));
    if (!credentials) return undefined;
    const post = await deps.posts.find(credentials, keyword.wordpressPostId);
    return post && { credentials, post, postId: keyword.wordpressPostId };
  }

  /** The keyword as it is once WordPress's answer is known: Completed when its post is live. */
  async function settle(keyword: KeywordRecord): Promise<KeywordRecord> {
    if (keyword.status !== 'Scheduled') return keyword;
    const found = await postOf(keyword);
    if (found?.post.status !== 'publish') return keyword;
    const { link, publishedAt } = found.post;
    // Live now, so other articles of the site may link to it (issue 24), at the address it went live at.
    // Before the keyword's own move: both writes are idempotent, and a crash between them is redone.
    const site = siteKeyOf(keyword);
    if (link) {
      await deps.quality.links.register(site, {
        keywordId: keyword.id,
        title: keyword.title ?? keyword.masterKeyword,
        url: link,
        tags: linkTagsOf(keyword),
      });
    }
    await deps.quality.duplicates.setState(site, keyword.id, 'passed', link);
    await deps.keywords.transition(keyword.id, ['Scheduled'], 'Completed', {
      url: link ?? null,
      publishedUrl: link ?? null,
      publishedDate: publishedAt,
      articleStatus: 'published',
    });
    const live = (await deps.keywords.findById(keyword.id)) ?? keyword;
    // At the post's real going live, as the cadence set it: its site may launch a campaign for it.
    if (live.publishedUrl) await deps.launchOnGoLive(live);
    return live;
  }

  return {
    /**
     * On view of a keyword: asks WordPress whether its scheduled post is live yet. WordPress not answering
     * leaves the keyword Scheduled (the next look or the scheduled refresh learns it).
     */
    async settleOnView(keyword: KeywordRecord): Promise<KeywordRecord> {
      try {
        return await settle(keyword);
      } catch (error) {
        logger.warn('Could not read a scheduled post', { keywordId: keyword.id, error });
        return keyword;
      }
    },

    /** The scheduled refresh: every Scheduled master keyword whose slot has passed. Resolves how many went live. */
    async settleDue(now: number): Promise<number> {
      const ids = await deps.keywords.idsWithStatus(['Scheduled']);
      const due = (await deps.keywords.findMany(ids)).filter(
        (keyword) => !keyword.publishedDate || Date.parse(keyword.publishedDate) <= now,
      );
      let live = 0;
      for (const keyword of due) {
        try {
          if ((await settle(keyword)).status === 'Completed') live += 1;
        } catch (error) {
          logger.warn('Could not read a scheduled post', { keywordId: keyword.id, error });
        }
      }
      return live;
    },

    /**
     * Deleted keywords whose posts were scheduled: each slot is freed, and each post still waiting is deleted
     * in WordPress (one already live stays, as a Completed keyword's post does).
     */
    async forget(deleted: KeywordRecord[]): Promise<void> {
      for (const keyword of deleted.filter((record) => record.articleStatus === 'scheduled')) {
        await deps.slots.release(siteOf(keyword), keyword.id);
        try {
          const found = await postOf(keyword);
          if (found?.post.status === 'future') await deps.posts.remove(found.credentials, found.postId);
        } catch (error) {
          logger.warn('Could not delete a scheduled post', { keywordId: keyword.id, error });
        }
      }
    },
  };
}

export type ScheduledPosts = ReturnType<typeof createScheduledPosts>;

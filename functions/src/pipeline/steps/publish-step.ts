import { createHash } from 'node:crypto';
import { wordpressSlug } from '#shared/articles/wordpress-slug';
import { imageKeyFromUrl } from '#shared/keywords/keywords-images';
import { siteKeyOf } from '../../domain/quality/site-key';
import { logger } from '../../lib/logger';
import type { KeywordRecord } from '../../ports/keywords';
import {
  mediaSlug,
  type WordPressClient,
  type WordPressMedia,
  type WordPressPost,
  type WordPressPostContent,
} from '../../ports/wordpress';
import { StepInputError } from '../generation/generation-inputs';
import { KEYWORD_STEPS } from '../keyword-steps';
import type { PipelineDeps } from '../pipeline-deps';
import { runKeywordStep } from '../run-keyword-step';
import { keywordTaskSchema, parseTask } from '../task-input';
import { linkedArticle, recordLinks } from './internal-links-step';
import { postTiming, scheduledChanges } from './post-timing';
import { runQualityStep } from './quality-step';

/** A short, stable fingerprint of a text (a keyword id, a blob key) for slugs. */
const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * The post's slug: its SEO title as WordPress makes slugs (decision 041; the master keyword for an article
 * written before SEO titles), ended by a fingerprint of the keyword, so a retried publish finds the post it
 * created by it: WordPress would give a second post of the same title `-2`, which no lookup tells apart.
 */
export const postSlug = (keyword: Pick<KeywordRecord, 'id' | 'masterKeyword' | 'seoTitle'>) =>
  `${wordpressSlug(keyword.seoTitle ?? keyword.masterKeyword) || 'article'}-${fingerprint(keyword.id)}`;

/**
 * The `PublishStepFunction` task: publishes the article to WordPress with its featured image (the first
 * image) and its tags (created or reused), then stores the post's URL and date and marks the article
 * published. Every write to WordPress is found again by its slug, so a retry never duplicates a post or an
 * upload; a keyword published before (reprocessed, or retried after a lost answer) has its post updated
 * to what the keyword says now, at the same address, and the featured image it showed before is deleted
 * from the media library once the post shows the new one.
 */
export function createPublishStep(deps: PipelineDeps) {
  return async (input: unknown): Promise<Record<string, never>> => {
    const task = parseTask(keywordTaskSchema, input);
    // An article a blocking check failed goes to WordPress as a draft, never live (decision 036).
    const report = await runQualityStep(deps, task);
    const { held } = report;
    await runKeywordStep(deps, task, KEYWORD_STEPS.publish, async (keyword) => {
      if (!keyword.title || !keyword.article)
        throw new StepInputError('Nothing to publish: the article is missing');
      // The keyword's own site, fixed when it was added: a re-publish finds its post there again.
      const site = await deps.sites.target(keyword.siteId);
      if (!site) throw new StepInputError("The keyword's WordPress site was deleted");
      const wordpress = deps.clients.wordpress({ wordpress: site.credentials });
      const category = site.settings.defaultCategory;
      const slug = postSlug(keyword);
      const [existing, content, linked] = await Promise.all([
        existingPost(wordpress, keyword, slug),
        postContent(deps, wordpress, keyword, slug),
        linkedArticle(deps, keyword, held),
      ]);
      content.content = linked.html;
      // A live post keeps its address (links and search results point at it); any other takes the new slug.
      if (existing && existing.status !== 'publish' && existing.slug !== slug) content.slug = slug;
      // With a cadence the post waits for its slot (decision 040); a retry keeps the slot it booked.
      const timing = await postTiming(deps, site, keyword, held, existing);
      const post = existing
        ? await wordpress.updatePost(existing.id, content, timing)
        : await wordpress.createPost({
            ...content,
            slug,
            ...timing,
            ...(category ? { categories: [category] } : {}),
          });
      if (existing) await deleteReplacedImage(wordpress, existing.featuredMedia, post, existing.slug);
      // Only a live article is linked to: a scheduled one is not there yet, one without a link cannot be.
      const live = timing.status === 'publish' && post.link ? { url: post.link } : undefined;
      await recordLinks(deps, keyword, report, live, linked.links);
      if (held) return heldForReview(post);
      await deps.quality.duplicates.setState(siteKeyOf(keyword), keyword.id, 'passed', post.link);
      if (timing.dateGmt) return scheduledChanges(post, timing.dateGmt);
      return {
        changes: {
          url: post.link ?? null,
          publishedUrl: post.link ?? null,
          publishedDate: post.publishedAt,
          articleStatus: 'published',
          wordpressPostId: post.id,
        },
        promptIds: {},
        usage: [],
        done: `${existing ? 'updated' : 'published to'} ${post.link ?? `post ${post.id}`}`,
      };
    });
    return {};
  };
}

/** A draft waits for review: the keyword shows no live address until it is approved. */
function heldForReview(post: WordPressPost) {
  return {
    changes: {
      url: null,
      publishedUrl: null,
      publishedDate: null,
      articleStatus: 'pending' as const,
      wordpressPostId: post.id,
    },
    promptIds: {},
    usage: [],
    done: `sent to WordPress as a draft for review (post ${post.id})`,
  };
}

/**
 * The keyword's post: by its slug (found again after a lost answer), else by the id stored when it was
 * published, whose slug came from an earlier SEO title.
 */
async function existingPost(
  wordpress: WordPressClient,
  keyword: KeywordRecord,
  slug: string,
): Promise<WordPressPost | undefined> {
  const bySlug = await wordpress.findPostBySlug(slug);
  if (bySlug || !keyword.wordpressPostId) return bySlug;
  return wordpress.getPost(keyword.wordpressPostId);
}

/** The post's title, article, excerpt, tags and featured image (tags and image prepared at once). */
async function postContent(
  deps: PipelineDeps,
  wordpress: WordPressClient,
  keyword: KeywordRecord,
  slug: string,
): Promise<WordPressPostContent> {
  const [tags, media] = await Promise.all([
    wordpress.ensureTags(postTags(keyword)),
    uploadFeaturedImage(deps, wordpress, keyword, slug),
  ]);
  return {
    title: keyword.title ?? '',
    content: keyword.article ?? '',
    tags,
    featured_media: media?.id,
    // The meta description is the excerpt: themes and SEO plugins show it as the post's summary.
    ...(keyword.seoDescription !== undefined ? { excerpt: keyword.seoDescription } : {}),
  };
}

/** The primary tag, the generated tags and the manual tags, as the post's tags. */
function postTags(keyword: KeywordRecord): string[] {
  return [
    keyword.primaryTag,
    ...(keyword.tags?.Transactional ?? []),
    ...(keyword.tags?.Navigational ?? []),
    ...keyword.manualTags,
  ].filter((tag) => tag.trim().length > 0);
}

/** Uploads the keyword's first stored image once (found again by its slug on a retry). */
async function uploadFeaturedImage(
  deps: PipelineDeps,
  wordpress: WordPressClient,
  keyword: KeywordRecord,
  postSlug: string,
): Promise<WordPressMedia | undefined> {
  const first = keyword.images[0];
  const key = first && imageKeyFromUrl(first.url);
  if (!first || !key) return undefined;
  const filename = `${postSlug}-${fingerprint(key)}.${key.split('.').pop() ?? 'png'}`;
  const existing = await wordpress.findMediaBySlug(mediaSlug(filename));
  if (existing) return existing;
  const blob = await deps.blobs.get(key);
  if (!blob) return undefined;
  return wordpress.uploadMedia({
    filename,
    contentType: blob.contentType,
    bytes: blob.bytes,
    title: keyword.title,
    altText: first.caption,
  });
}

/**
 * Deletes the featured image a re-published post showed before, once the post points at another (never
 * before: the page would show no image in between). Only an image this app uploaded for this post (its slug
 * starts with the post's) is deleted: one picked by hand from the library may be shown elsewhere too. A
 * failure only leaves a file behind, so it is logged rather than failing a keyword whose post is updated.
 */
async function deleteReplacedImage(
  wordpress: WordPressClient,
  previousId: number,
  post: WordPressPost,
  slug: string,
): Promise<void> {
  if (!previousId || post.featuredMedia === previousId) return;
  try {
    const previous = await wordpress.getMedia(previousId);
    if (previous?.slug.startsWith(`${slug}-`)) await wordpress.deleteMedia(previousId);
  } catch (error) {
    logger.warn('Could not delete the replaced featured image', { mediaId: previousId, error });
  }
}

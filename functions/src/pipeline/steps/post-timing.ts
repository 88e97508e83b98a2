import { bookPublishingSlot } from '../../domain/sites/publishing-slot';
import type { PublishingTarget } from '../../domain/sites/site-directory';
import type { KeywordRecord } from '../../ports/keywords';
import type { WordPressPost, WordPressPostTiming } from '../../ports/wordpress';
import type { PipelineDeps } from '../pipeline-deps';

/**
 * When the post goes live: a held article never (a draft, decision 036); a post WordPress already shows
 * stays live; otherwise at the keyword's booked slot when the site has a cadence (`future`, decision 040),
 * else at once.
 */
export async function postTiming(
  deps: PipelineDeps,
  site: PublishingTarget,
  keyword: KeywordRecord,
  held: boolean,
  existing: WordPressPost | undefined,
): Promise<WordPressPostTiming> {
  if (held) return { status: 'draft' };
  if (existing?.status === 'publish') return { status: 'publish' };
  const slot = await bookPublishingSlot(deps.slots, site, keyword.id, deps.clock.now());
  return slot ? { status: 'future', dateGmt: slot } : { status: 'publish' };
}

/** A scheduled post: the keyword shows the slot and no live address until WordPress publishes it. */
export function scheduledChanges(post: WordPressPost, slot: string) {
  return {
    changes: {
      url: null,
      publishedUrl: null,
      publishedDate: slot,
      articleStatus: 'scheduled' as const,
      wordpressPostId: post.id,
    },
    promptIds: {},
    usage: [],
    done: `scheduled for ${slot} (post ${post.id})`,
  };
}

import { ProviderError } from '../ports/provider-error';
import type { SitePosts } from '../ports/site-posts';
import { createWordPressRest } from './wordpress-rest';

interface PostJson {
  status: string;
  link: string;
  date_gmt: string | null;
  date: string;
}

/** A 404 (no such post) as undefined; anything else thrown. */
async function unlessAbsent<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return undefined;
    throw error;
  }
}

/** `SitePosts` on the WordPress REST API, with the site's application password. */
export const wordpressSitePosts: SitePosts = {
  async find(site, postId) {
    const post = await unlessAbsent(
      createWordPressRest(site).call<PostJson>({
        method: 'GET',
        route: `posts/${postId}`,
        query: { context: 'edit' },
      }),
    );
    if (!post) return undefined;
    const publishedAt = new Date(post.date_gmt ? `${post.date_gmt}Z` : post.date).toISOString();
    return { status: post.status, link: post.link, publishedAt };
  },

  async remove(site, postId) {
    await unlessAbsent(
      createWordPressRest(site).call({
        method: 'DELETE',
        route: `posts/${postId}`,
        query: { force: 'true' },
      }),
    );
  },
};

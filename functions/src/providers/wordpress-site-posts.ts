import type { SitePosts } from '../ports/site-posts';
import { absentAsUndefined, type PostJson, publishedAtOf } from './wordpress-json';
import { checkedPostLink } from './wordpress-link';
import { createWordPressRest } from './wordpress-rest';

/** `SitePosts` on the WordPress REST API, with the site's application password. */
export const wordpressSitePosts: SitePosts = {
  async find(site, postId) {
    const post = await absentAsUndefined(
      createWordPressRest(site).call<Pick<PostJson, 'status' | 'link' | 'date_gmt' | 'date'>>({
        method: 'GET',
        route: `posts/${postId}`,
        query: { context: 'edit' },
      }),
    );
    if (!post) return undefined;
    return {
      status: post.status,
      link: checkedPostLink(post.link, postId),
      publishedAt: publishedAtOf(post),
    };
  },

  async remove(site, postId) {
    await absentAsUndefined(
      createWordPressRest(site).call({
        method: 'DELETE',
        route: `posts/${postId}`,
        query: { force: 'true' },
      }),
    );
  },
};

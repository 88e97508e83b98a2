import type { WordPressSiteCredentials } from '../ports/credentials';
import { ProviderError } from '../ports/provider-error';
import {
  mediaSlug,
  type WordPressClient,
  type WordPressMedia,
  type WordPressPost,
  type WordPressUser,
} from '../ports/wordpress';
import type { ProviderCallOptions } from './call-options';
import { absentAsUndefined, dateField, type MediaJson, type PostJson, publishedAtOf } from './wordpress-json';
import { checkedPostLink } from './wordpress-link';
import { createWordPressRest, WordPressRestError } from './wordpress-rest';
import { wordPressText } from './wordpress-text';

/** Statuses a post of ours may have; a lookup by slug covers them all, trash aside. */
const ANY_STATUS = 'publish,future,draft,pending,private';

/**
 * The WordPress REST API with an application password. Creating a post or a media file is retried only
 * after looking for what a lost answer may already have created, so the client itself never duplicates.
 */
export function createWordPressClient(
  site: WordPressSiteCredentials,
  options: ProviderCallOptions = {},
): WordPressClient {
  const rest = createWordPressRest(site, options);

  // WordPress matches `slug` after sanitizing it, so the first answer is the one when spellings differ.
  const findPostJson = async (slug: string) => {
    const posts = await rest.call<PostJson[]>({
      method: 'GET',
      route: 'posts',
      query: { slug, status: ANY_STATUS, per_page: 10 },
    });
    return posts.find((candidate) => candidate.slug === slug) ?? posts[0];
  };

  const findMediaJson = async (slug: string) => {
    const media = await rest.call<MediaJson[]>({
      method: 'GET',
      route: 'media',
      query: { slug, per_page: 10 },
    });
    return media.find((candidate) => candidate.slug === slug) ?? media[0];
  };

  const ensureTag = async (name: string): Promise<number> => {
    try {
      const created = await rest.call<{ id: number }>({
        method: 'POST',
        route: 'tags',
        json: { name: wordPressText(name) },
      });
      return created.id;
    } catch (error) {
      // Creating is the lookup: WordPress answers a known name with `term_exists` and the tag's id.
      const termId = error instanceof WordPressRestError ? error.body.data?.term_id : undefined;
      if (termId) return termId;
      throw error;
    }
  };

  return {
    async me() {
      const user = await rest.call<WordPressUser>({ method: 'GET', route: 'users/me' });
      return { id: user.id, name: user.name, slug: user.slug };
    },
    async findPostBySlug(slug) {
      const post = await findPostJson(slug);
      return post ? toPost(post) : undefined;
    },
    async getPost(id) {
      const post = await absentAsUndefined(rest.call<PostJson>({ method: 'GET', route: `posts/${id}` }));
      return post && post.status !== 'trash' ? toPost(post) : undefined;
    },
    async createPost(post) {
      const created = await rest.call<PostJson>(
        {
          method: 'POST',
          route: 'posts',
          json: {
            title: wordPressText(post.title),
            content: post.content,
            slug: post.slug,
            status: post.status,
            ...dateField(post.dateGmt),
            tags: post.tags,
            ...(post.excerpt !== undefined ? { excerpt: wordPressText(post.excerpt) } : {}),
            ...(post.categories?.length ? { categories: post.categories } : {}),
            ...(post.featured_media ? { featured_media: post.featured_media } : {}),
          },
        },
        () => findPostJson(post.slug),
      );
      return toPost(created);
    },
    async updatePost(id, content, timing) {
      // A full replacement, so repeating it after a lost answer changes nothing more.
      const updated = await rest.call<PostJson>({
        method: 'POST',
        route: `posts/${id}`,
        json: {
          title: wordPressText(content.title),
          content: content.content,
          tags: content.tags,
          featured_media: content.featured_media ?? 0,
          ...(content.excerpt !== undefined ? { excerpt: wordPressText(content.excerpt) } : {}),
          ...(content.slug ? { slug: content.slug } : {}),
          ...(timing ? { status: timing.status, ...dateField(timing.dateGmt) } : {}),
        },
      });
      return toPost(updated);
    },
    async findMediaBySlug(slug) {
      const media = await findMediaJson(slug);
      return media ? toMedia(media) : undefined;
    },
    async getMedia(id) {
      const media = await absentAsUndefined(rest.call<MediaJson>({ method: 'GET', route: `media/${id}` }));
      return media ? toMedia(media) : undefined;
    },
    async deleteMedia(id) {
      // A retry after a lost answer finds it gone: 404, which is what was wanted.
      await absentAsUndefined(
        rest.call({ method: 'DELETE', route: `media/${id}`, query: { force: 'true' } }),
      );
    },
    async uploadMedia(media) {
      const slug = mediaSlug(media.filename);
      if (!slug)
        throw new ProviderError({ provider: 'wordpress', reason: `Unusable file name: ${media.filename}` });
      const extension = /\.[a-z0-9]+$/i.exec(media.filename)?.[0]?.toLowerCase() ?? '';
      const uploaded = await rest.call<MediaJson>(
        {
          method: 'POST',
          route: 'media',
          upload: true,
          // Raw body upload: WordPress takes the file name from Content-Disposition and the rest from the query.
          query: { slug, title: wordPressText(media.title), alt_text: wordPressText(media.altText) },
          raw: {
            bytes: media.bytes,
            headers: {
              'content-type': media.contentType,
              'content-disposition': `attachment; filename="${slug}${extension}"`,
            },
          },
        },
        () => findMediaJson(slug),
      );
      return toMedia(uploaded);
    },
    async ensureTags(names) {
      const unique = [
        ...new Map(names.map((name) => [name.trim().toLowerCase(), name.trim()])).values(),
      ].filter(Boolean);
      // Names the site's collation holds equal ("café", "cafe") come back as one id.
      return [...new Set(await Promise.all(unique.map(ensureTag)))];
    },
  };
}

function toPost(post: PostJson): WordPressPost {
  return {
    id: post.id,
    slug: post.slug,
    status: post.status,
    link: checkedPostLink(post.link, post.id),
    publishedAt: publishedAtOf(post),
    featuredMedia: post.featured_media,
    tags: post.tags ?? [],
  };
}

function toMedia(media: MediaJson): WordPressMedia {
  return { id: media.id, slug: media.slug, sourceUrl: media.source_url, mimeType: media.mime_type };
}

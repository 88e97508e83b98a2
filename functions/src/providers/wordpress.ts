import type { WordPressSiteCredentials } from '../ports/credentials';
import { ProviderError } from '../ports/provider-error';
import type { ProviderCallOptions } from './call-options';
import { absentAsUndefined, dateField, type MediaJson, type PostJson, publishedAtOf } from './wordpress-json';
import { checkedPostLink } from './wordpress-link';
import { createWordPressRest, WordPressRestError } from './wordpress-rest';
import { wordPressText } from './wordpress-text';

export interface WordPressUser {
  id: number;
  name: string;
  slug: string;
}

export interface WordPressPost {
  id: number;
  slug: string;
  status: string;
  /** The public URL of the post; absent when WordPress answered anything but an http(s) URL. */
  link?: string;
  /** Publication time, ISO 8601 UTC. */
  publishedAt: string;
  featuredMedia: number;
  tags: number[];
}

export interface WordPressMedia {
  id: number;
  slug: string;
  /** The public URL of the file. */
  sourceUrl: string;
  mimeType: string;
}

/**
 * What a post says and shows: set when it is created, replaced when its keyword is published again. Its title,
 * like a media title, alt text and tag names, is plain text: the client sends it as such (`wordPressText`).
 */
export interface WordPressPostContent {
  title: string;
  /** Sanitized HTML. */
  content: string;
  tags: number[];
  /** The featured image; none when omitted. */
  featured_media?: number;
  /** Plain text: the meta description (decision 041); the post's excerpt is left as it is when omitted. */
  excerpt?: string;
  /** A new address for the post; it keeps its slug when omitted. */
  slug?: string;
}

/**
 * Live, held back as a draft for review (the quality gate, decision 036), or scheduled: `future` goes
 * live at its `dateGmt` (a site's cadence, decision 040).
 */
export type WordPressPostStatus = 'publish' | 'draft' | 'future';

/** The status a post is sent with, and for `future` the UTC instant (ISO 8601) it goes live at. */
export interface WordPressPostTiming {
  status: WordPressPostStatus;
  dateGmt?: string;
}

export interface NewWordPressPost extends WordPressPostContent {
  /** Unique per keyword: `findPostBySlug` finds the post again by it, so a retry never duplicates it. */
  slug: string;
  status: WordPressPostStatus;
  /** When it goes live, with status `future`. */
  dateGmt?: string;
  /** Category ids to file it under; WordPress's default category when absent. */
  categories?: number[];
}

export interface NewWordPressMedia {
  /** Also gives the media's slug (see `mediaSlug`): keep it unique per image. */
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  title: string;
  altText: string;
}

export interface WordPressClient {
  /** The user the application password belongs to; a ProviderAuthError when WordPress refuses it. */
  me(): Promise<WordPressUser>;
  findPostBySlug(slug: string): Promise<WordPressPost | undefined>;
  /** The post with this id; undefined when the site has none (deleted, trashed, or never there). */
  getPost(id: number): Promise<WordPressPost | undefined>;
  createPost(post: NewWordPressPost): Promise<WordPressPost>;
  /**
   * Replaces a post's title, content, tags and featured image (and its excerpt and slug when given),
   * keeping its date and its status unless a timing is given.
   */
  updatePost(id: number, content: WordPressPostContent, timing?: WordPressPostTiming): Promise<WordPressPost>;
  findMediaBySlug(slug: string): Promise<WordPressMedia | undefined>;
  /** The media with this id; undefined when the site has none (deleted, or never there). */
  getMedia(id: number): Promise<WordPressMedia | undefined>;
  /** Deletes a media file for good (media cannot be trashed); one already gone counts as deleted. */
  deleteMedia(id: number): Promise<void>;
  uploadMedia(media: NewWordPressMedia): Promise<WordPressMedia>;
  /** Tag ids for these names, in order, creating the missing tags and reusing existing ones. */
  ensureTags(names: string[]): Promise<number[]>;
}

/** The slug an uploaded file gets: its name without extension, lower case, dashes for the rest. */
export function mediaSlug(filename: string): string {
  return filename
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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

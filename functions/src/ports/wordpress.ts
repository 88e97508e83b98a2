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

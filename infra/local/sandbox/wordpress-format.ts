import { escapeHtml } from './text-kit';
import { UNCATEGORIZED, type WpMedia, type WpPost, type WpTag, type WpUser } from './wordpress-store';

/**
 * WordPress's `sanitize_title_with_dashes`, closely enough: accents dropped, other non-ASCII letters
 * percent-encoded, spaces and dots made dashes, other punctuation dropped.
 */
export function sanitizeTitle(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[.\s]+/g, '-')
    .replace(/[^ -~]/g, (character) => encodeURIComponent(character).toLowerCase())
    .replace(/[^%a-z0-9_-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * WordPress's `esc_html` (its `_wp_specialchars` without double encoding): `<`, `>`, `"` and every `&` that
 * starts no entity are encoded; entities already there stay. Titles, term names and alt text hold HTML in
 * WordPress, so text sent already encoded (`Salt &amp; Pepper`) shows as written, not as `&amp;`.
 */
export function wpEscape(html: string, quotes = true): string {
  const escaped = html
    .replace(/&(?!(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return quotes ? escaped.replace(/"/g, '&quot;') : escaped;
}

/** WordPress's REST date form: `2025-06-01T10:00:00`, no zone. */
export const wpDate = (iso: string) => iso.slice(0, 19);

export const postLink = (siteUrl: string, post: WpPost) => `${siteUrl}/${post.slug}/`;
export const mediaUrl = (siteUrl: string, media: WpMedia) => `${siteUrl}/wp-content/uploads/${media.file}`;
export const tagLink = (siteUrl: string, tag: WpTag) => `${siteUrl}/tag/${tag.slug}/`;

/**
 * A post as WordPress answers it. A title is HTML there, and so is an excerpt: `rendered` is the stored
 * text as it is (themes print it unescaped too), and with `edit` (the `edit` context, and every create or
 * update answer) `raw` is what was received.
 */
export function postJson(siteUrl: string, post: WpPost, edit = false) {
  return {
    id: post.id,
    date: wpDate(post.date),
    date_gmt: wpDate(post.date),
    guid: { rendered: `${siteUrl}/?p=${post.id}` },
    modified: wpDate(post.modified),
    modified_gmt: wpDate(post.modified),
    slug: post.slug,
    status: post.status,
    type: 'post',
    link: postLink(siteUrl, post),
    title: { ...(edit ? { raw: post.title } : {}), rendered: post.title },
    content: { ...(edit ? { raw: post.content } : {}), rendered: post.content, protected: false },
    excerpt: {
      ...(edit ? { raw: post.excerpt } : {}),
      // HTML there, as a title: what was received, in a paragraph (`wpautop`).
      rendered: post.excerpt ? `<p>${post.excerpt}</p>\n` : '',
      protected: false,
    },
    author: post.author,
    featured_media: post.featuredMedia,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: [],
    categories: post.categories?.length ? post.categories : [UNCATEGORIZED.id],
    tags: post.tags,
  };
}

/** An attachment as WordPress answers it; its title as a post's (`postJson`). */
export function mediaJson(siteUrl: string, media: WpMedia, edit = false) {
  return {
    id: media.id,
    date: wpDate(media.date),
    date_gmt: wpDate(media.date),
    guid: { rendered: mediaUrl(siteUrl, media) },
    slug: media.slug,
    status: 'inherit',
    type: 'attachment',
    link: `${siteUrl}/${media.slug}/`,
    title: { ...(edit ? { raw: media.title } : {}), rendered: media.title },
    author: 1,
    alt_text: media.altText,
    caption: { rendered: media.caption ? `<p>${escapeHtml(media.caption)}</p>\n` : '' },
    description: { rendered: '' },
    media_type: media.mimeType.startsWith('image/') ? 'image' : 'file',
    mime_type: media.mimeType,
    media_details: {
      ...(media.width ? { width: media.width, height: media.height } : {}),
      file: media.file,
      filesize: media.bytes,
      sizes: {},
    },
    post: null,
    source_url: mediaUrl(siteUrl, media),
  };
}

/** WordPress stores a term name encoded (`_wp_specialchars`, quotes kept) and answers it so. */
export const termName = (name: string) => wpEscape(name, false);

export function tagJson(siteUrl: string, tag: WpTag, count: number) {
  return {
    id: tag.id,
    count,
    description: tag.description,
    link: tagLink(siteUrl, tag),
    name: termName(tag.name),
    slug: tag.slug,
    taxonomy: 'post_tag',
    meta: [],
  };
}

export function userJson(siteUrl: string, user: WpUser) {
  return {
    id: user.id,
    name: user.name,
    url: '',
    description: '',
    link: `${siteUrl}/author/${user.slug}/`,
    slug: user.slug,
    avatar_urls: {},
    meta: [],
  };
}

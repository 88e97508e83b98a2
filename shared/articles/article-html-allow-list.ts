import { imageKeyFromUrl } from '../keywords/keywords-images';

/**
 * The one allow-list of article HTML, for both of its sanitizers: the server reduces the model's article to
 * it before the article is stored and published (`functions/src/pipeline/generation/sanitize-article.ts`,
 * with the xss package), and the browser reduces what it shows to it again
 * (`web/src/features/keywords/components/detail/sanitize-article.ts`, with DOMPurify), so no screen shows
 * more than the server stores.
 *
 * What an article holds: the article prompt asks for h2 sections of paragraphs with h3 sub-points, lists,
 * emphasis, links and quotes. h4 and br are kept for a model that goes one level deeper or breaks a line, b
 * and i as the older spellings of strong and em. Images only from the product's own store: its images were
 * checked before they were stored, an image from anywhere else is neither checked nor ours to publish.
 * Nothing the pipeline never writes: no tables, no layout elements (div, span), no code.
 */
export const ARTICLE_ALLOWED_ATTRIBUTES = {
  h2: [],
  h3: [],
  h4: [],
  p: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  blockquote: [],
  br: [],
  a: ['href', 'title'],
  img: ['src', 'alt'],
} as const satisfies Record<string, readonly string[]>;

export type ArticleTag = keyof typeof ARTICLE_ALLOWED_ATTRIBUTES;

export const ARTICLE_TAGS = Object.keys(ARTICLE_ALLOWED_ATTRIBUTES) as ArticleTag[];

const isArticleTag = (tag: string): tag is ArticleTag => Object.hasOwn(ARTICLE_ALLOWED_ATTRIBUTES, tag);

/** Every attribute some article tag may carry (DOMPurify takes one list for all tags). */
export const ARTICLE_ATTRIBUTES = [...new Set(Object.values(ARTICLE_ALLOWED_ATTRIBUTES).flat())];

/**
 * Elements that are dropped whole without this attribute (or with a value the list refuses): an image with
 * no source it may show is nothing to keep.
 */
export const ARTICLE_REQUIRED_ATTRIBUTES: Partial<Record<ArticleTag, string>> = { img: 'src' };

/** Links lead to web pages only: http(s), never `javascript:`, `data:`, a scheme-relative or a same-site URL. */
export const isArticleLink = (href: string) => /^https?:\/\//i.test(href.trim());

/** A plain path: no `%` escape, backslash or blank that a browser would read as a `/` or `..`. */
const PLAIN_PATH = /^\/[\w.~/-]+$/;

/** Images come from the product's own image store only (`/images/...`), never from a folder above it. */
export function isArticleImageSource(src: string): boolean {
  const path = src.trim();
  return PLAIN_PATH.test(path) && imageKeyFromUrl(path) !== undefined;
}

/** Whether `tag` may carry `attribute` at all, whatever its value. */
export function isArticleAttribute(tag: string, attribute: string): boolean {
  return isArticleTag(tag) && (ARTICLE_ALLOWED_ATTRIBUTES[tag] as readonly string[]).includes(attribute);
}

/** Whether an allowed attribute's value (decoded, as the browser reads it) may stay: the URLs are checked. */
export function isArticleAttributeValue(tag: string, attribute: string, value: string): boolean {
  if (tag === 'a' && attribute === 'href') return isArticleLink(value);
  if (tag === 'img' && attribute === 'src') return isArticleImageSource(value);
  return true;
}

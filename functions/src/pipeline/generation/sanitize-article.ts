import xssModule from 'xss';
import {
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_REQUIRED_ATTRIBUTES,
  type ArticleTag,
  isArticleAttributeValue,
} from '#shared/articles/article-html-allow-list';

// js-xss is CommonJS and copies its defaults (`safeAttrValue` among them) onto its exports in a loop, which
// Node's ESM loader cannot see by name: they are reached through the module object.
const { FilterXSS, friendlyAttrValue, parseAttr, safeAttrValue } =
  xssModule as unknown as typeof import('xss');

/** The shared allow-list (`#shared/articles/article-html-allow-list`) in the filter's own form. */
const whiteList = Object.fromEntries(
  Object.entries(ARTICLE_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
);

/** The decoded value of `name` in a tag's source, its attributes read as the filter reads them. */
function attributeValue(tagHtml: string, name: string): string | undefined {
  const space = tagHtml.search(/\s/);
  if (space === -1) return undefined;
  let found: string | undefined;
  parseAttr(tagHtml.slice(space + 1, -1), (attribute, value) => {
    if (attribute === name) found ??= friendlyAttrValue(value);
    return '';
  });
  return found;
}

/** Whether an element the list requires an attribute of has it, with a value the list accepts. */
function hasRequiredAttribute(tag: string, tagHtml: string): boolean {
  const required = ARTICLE_REQUIRED_ATTRIBUTES[tag as ArticleTag];
  if (!required) return true;
  const value = attributeValue(tagHtml, required);
  return value !== undefined && isArticleAttributeValue(tag, required, value);
}

const articleFilter = new FilterXSS({
  whiteList,
  // Other tags go and their text stays, except in elements whose text is not article text.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'textarea', 'option', 'noscript', 'head', 'title'],
  css: false,
  onTag: (tag, html, info) => {
    // The title is published separately: a stray h1 becomes a section heading.
    if (tag === 'h1') return info.isClosing ? '</h2>' : '<h2>';
    return info.isClosing || hasRequiredAttribute(tag, html) ? undefined : '';
  },
  // The library's own check first (it decodes entities to catch a disguised `javascript:`), then the list's.
  safeAttrValue: (tag, name, value, cssFilter) => {
    const safe = safeAttrValue(tag, name, value, cssFilter);
    return isArticleAttributeValue(tag, name, safe) ? safe : '';
  },
});

/**
 * Model output is untrusted: the article is reduced to the shared allow-list of tags and attributes before
 * it is stored, published or shown. A Markdown code fence around the HTML is dropped first. Links get
 * `rel="noopener nofollow"`: they lead to sites nobody vetted.
 */
export function sanitizeArticle(raw: string): string {
  const unfenced = raw
    .trim()
    .replace(/^```[a-z]*\s*\n?/i, '')
    .replace(/\n?```\s*$/, '');
  // Safe to match with a pattern: the filter has escaped every `<` and `>` inside attribute values.
  return articleFilter
    .process(unfenced)
    .replace(/<a\b([^>]*)>/g, '<a$1 rel="noopener nofollow">')
    .trim();
}

import xssModule from 'xss';

// js-xss is CommonJS and copies its defaults (`safeAttrValue` among them) onto its exports in a loop, which
// Node's ESM loader cannot see by name: they are reached through the module object.
const { FilterXSS, safeAttrValue } = xssModule as unknown as typeof import('xss');

/** What an article may contain once stored: structure and emphasis, links over http(s) only. */
const ALLOWED_TAGS: Record<string, string[]> = {
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
  a: ['href', 'title'],
  blockquote: [],
  br: [],
};
const HTTP_URL = /^https?:\/\//i;

const articleFilter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  // Other tags go and their text stays, except in elements whose text is not article text.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'textarea', 'option', 'noscript', 'head', 'title'],
  css: false,
  // The title is published separately: a stray h1 becomes a section heading.
  onTag: (tag, _html, info) => (tag === 'h1' ? (info.isClosing ? '</h2>' : '<h2>') : undefined),
  // The library's own check first (it decodes entities to catch a disguised `javascript:`), then http(s) only.
  safeAttrValue: (tag, name, value, cssFilter) => {
    const safe = safeAttrValue(tag, name, value, cssFilter);
    return name === 'href' && !HTTP_URL.test(safe) ? '' : safe;
  },
});

/**
 * Model output is untrusted: the article is reduced to an allow-list of tags and attributes before it is
 * stored, published or shown. A Markdown code fence around the HTML is dropped first. Links get
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

import sanitizeHtml from 'sanitize-html';

/** What an article may contain once stored: structure and emphasis, links over http(s) only. */
const ARTICLE_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  // Whole elements whose text is not article text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'head', 'title'],
  transformTags: {
    // The title is published separately: a stray h1 becomes a section heading.
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }),
  },
};

/**
 * Model output is untrusted: the article is reduced to an allow-list of tags and attributes before it is
 * stored, published or shown. A Markdown code fence around the HTML is dropped first.
 */
export function sanitizeArticle(raw: string): string {
  const unfenced = raw
    .trim()
    .replace(/^```[a-z]*\s*\n?/i, '')
    .replace(/\n?```\s*$/, '');
  return sanitizeHtml(unfenced, ARTICLE_POLICY).trim();
}

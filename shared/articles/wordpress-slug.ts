/** Longest slug part made from a text; WordPress allows 200 characters, search results show about 60. */
const SLUG_MAX_LENGTH = 60;

/**
 * A text as WordPress makes a post slug of it (`sanitize_title`): accents removed, lower case, the words
 * joined by hyphens, every other character dropped ("Don't Miss: Café Deals" → "dont-miss-cafe-deals"),
 * plain ASCII. Cut at a word boundary past 60 characters; empty when no letter or digit is left.
 */
export function wordpressSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-–—/]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-$/, '');
}

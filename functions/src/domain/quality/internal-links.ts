import type { KeywordRecord } from '../../ports/keywords';
import type { LinkTarget } from '../../ports/quality';

/** Links an article gets to related live articles of its site (issue 24). */
export const LINKS_PER_ARTICLE = 3;

export interface InternalLink {
  keywordId: string;
  title: string;
  url: string;
}

const normalised = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLowerCase();

/** The tags articles are related by: the primary, generated and manual tags, normalised, each once. */
export function linkTagsOf(keyword: Pick<KeywordRecord, 'primaryTag' | 'tags' | 'manualTags'>): string[] {
  const tags = [
    keyword.primaryTag,
    ...(keyword.tags?.Transactional ?? []),
    ...(keyword.tags?.Navigational ?? []),
    ...keyword.manualTags,
  ].map(normalised);
  return [...new Set(tags.filter((tag) => tag.length > 0))];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const anchor = (link: InternalLink, text: string) => `<a href="${escapeHtml(link.url)}">${text}</a>`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PARAGRAPH = /<p(\s[^>]*)?>([\s\S]*?)<\/p>/gi;

/**
 * The article with a link to each target, each in a paragraph of its own (never a heading, never the
 * introduction, never a paragraph that already links): a tag the target shares is linked where the
 * paragraph says it, else a "Related:" sentence ends the paragraph. Targets that find no paragraph are
 * left out. Pure: the same article and targets always give the same result.
 */
export function insertLinks(
  html: string,
  targets: readonly Pick<LinkTarget, 'keywordId' | 'title' | 'url' | 'tags'>[],
): { html: string; links: InternalLink[] } {
  const paragraphs = [...html.matchAll(PARAGRAPH)].slice(1).filter((match) => !/<a\b/i.test(match[2] ?? ''));
  const used = new Set<number>();
  const edits: { at: number; length: number; text: string }[] = [];
  const links: InternalLink[] = [];
  for (const target of targets) {
    if (links.some((link) => link.keywordId === target.keywordId)) continue;
    const link = { keywordId: target.keywordId, title: target.title, url: target.url };
    const free = paragraphs.filter((match) => !used.has(match.index));
    // Only plain-text paragraphs get a phrase linked: no markup to cut through.
    const phrased = free.flatMap((match) => {
      const inner = match[2] ?? '';
      if (inner.includes('<')) return [];
      const tag = target.tags.find((candidate) =>
        new RegExp(`\\b${escapeRegExp(candidate)}\\b`, 'i').test(inner),
      );
      return tag ? [{ match, tag }] : [];
    })[0];
    const chosen = phrased?.match ?? free.at(-1);
    if (!chosen) continue;
    used.add(chosen.index);
    const [whole, attributes = '', inner = ''] = chosen;
    const linked = phrased
      ? inner.replace(new RegExp(`\\b${escapeRegExp(phrased.tag)}\\b`, 'i'), (text) => anchor(link, text))
      : `${inner} Related: ${anchor(link, escapeHtml(target.title))}.`;
    edits.push({ at: chosen.index, length: whole.length, text: `<p${attributes}>${linked}</p>` });
    links.push(link);
    if (links.length === LINKS_PER_ARTICLE) break;
  }
  let result = html;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    result = result.slice(0, edit.at) + edit.text + result.slice(edit.at + edit.length);
  return { html: result, links };
}

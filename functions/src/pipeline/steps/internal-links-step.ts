import type { QualityReport } from '#shared/schemas/quality';
import { type InternalLink, insertLinks, linkTagsOf } from '../../domain/quality/internal-links';
import { siteKeyOf } from '../../domain/quality/site-key';
import type { KeywordRecord } from '../../ports/keywords';
import type { PipelineDeps } from '../pipeline-deps';

/** Related articles read per article, of which the first three with a fitting paragraph are linked. */
const CANDIDATES = 10;

/**
 * The article as it goes live: with links to two or three related articles live on the same site, chosen
 * by shared tags (issue 24). A draft held for review gets none. Worked out again at every publishing, so a
 * re-published article links to what is live then.
 */
export async function linkedArticle(
  deps: PipelineDeps,
  keyword: KeywordRecord,
  held: boolean,
): Promise<{ html: string; links: InternalLink[] }> {
  if (held) return { html: keyword.article, links: [] };
  const related = await deps.quality.links.related(siteKeyOf(keyword), linkTagsOf(keyword), CANDIDATES + 1);
  const targets = related.map(({ target }) => target).filter((target) => target.keywordId !== keyword.id);
  return insertLinks(keyword.article, targets);
}

/**
 * After publishing: a live article is listed for others to link to and its links are recorded on its
 * report; a draft is taken out of the list (it is no longer live).
 */
export async function recordLinks(
  deps: PipelineDeps,
  keyword: KeywordRecord,
  report: QualityReport,
  live: { url: string } | undefined,
  links: InternalLink[],
): Promise<void> {
  const site = siteKeyOf(keyword);
  if (!live) {
    await deps.quality.links.remove(site, keyword.id);
    return;
  }
  await deps.quality.links.register(site, {
    keywordId: keyword.id,
    title: keyword.title,
    url: live.url,
    tags: linkTagsOf(keyword),
  });
  await deps.quality.reports.put({ ...report, internalLinks: links });
}

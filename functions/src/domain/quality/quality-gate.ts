import { createHash } from 'node:crypto';
import { QUALITY_CHECK_LABELS } from '#shared/articles/quality-defaults';
import type { QualityReport } from '#shared/schemas/quality';
import type { Clock } from '../../ports/clock';
import type { KeywordRecord } from '../../ports/keywords';
import type {
  DuplicateIndex,
  LinkIndex,
  QualityReportStore,
  QualitySettingsStore,
} from '../../ports/quality';
import { textOf } from './article-text';
import { contentChecks } from './content-checks';
import { checkNearDuplicate } from './near-duplicate';
import { effectiveQualitySettings } from './quality-settings-service';
import { loadReadingEase } from './reading-ease';
import { seoChecks } from './seo-checks';
import { siteKeyOf } from './site-key';

export interface QualityGateDeps {
  settings: QualitySettingsStore;
  reports: QualityReportStore;
  duplicates: DuplicateIndex;
  links: LinkIndex;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Puts a keyword's article through every check (decision 036), stores the report and sets the article's
 * place in the near-duplicate index: `held` when a blocking check failed (a draft counts against nobody),
 * else `passed` (it is about to go live, so the batch's later near-duplicates are held).
 */
export async function runQualityGate(
  deps: QualityGateDeps,
  keyword: Pick<
    KeywordRecord,
    'id' | 'siteId' | 'masterKeyword' | 'title' | 'article' | 'createdAt' | 'seoTitle' | 'seoDescription'
  >,
): Promise<QualityReport> {
  const siteKey = siteKeyOf(keyword);
  const previous = await deps.reports.get(keyword.id);
  // Approved as it is: published without checking again (a regenerated article is checked again).
  if (previous?.approval && previous.approvedArticle === articleFingerprint(keyword.article)) {
    const approved = { ...previous, held: false };
    await deps.reports.put(approved);
    await deps.duplicates.setState(siteKey, keyword.id, 'passed');
    return approved;
  }
  const settings = await effectiveQualitySettings(deps.settings);
  const duplicate = await checkNearDuplicate(
    { index: deps.duplicates, sleep: deps.sleep },
    siteKey,
    {
      keywordId: keyword.id,
      masterKeyword: keyword.masterKeyword,
      title: keyword.title,
      text: `${keyword.title}\n${textOf(keyword.article)}`,
      // Creation order, then id: of two near-duplicates of one batch, the one entered first goes live.
      order: `${keyword.createdAt}#${keyword.id}`,
    },
    settings,
  );
  const results = [
    duplicate,
    ...contentChecks(
      { masterKeyword: keyword.masterKeyword, title: keyword.title, html: keyword.article },
      settings,
      await loadReadingEase(),
    ),
    ...seoChecks(keyword, settings),
  ];
  const report: QualityReport = {
    keywordId: keyword.id,
    checkedAt: new Date(deps.clock.now()).toISOString(),
    held: results.some((result) => result.verdict === 'failed'),
    results,
  };
  await deps.reports.put(report);
  await deps.duplicates.setState(siteKey, keyword.id, report.held ? 'held' : 'passed');
  return report;
}

/** The fingerprint an approval is given for: the article's SHA-256. */
export const articleFingerprint = (article: string) => createHash('sha256').update(article).digest('hex');

/** What held the article back, for the processing log: `Near-duplicate (100% similar to "x")`. */
export function failedChecksText(report: QualityReport): string {
  return report.results
    .filter((result) => result.verdict === 'failed')
    .map((result) => `${QUALITY_CHECK_LABELS[result.check]}${result.detail ? ` (${result.detail})` : ''}`)
    .join(', ');
}

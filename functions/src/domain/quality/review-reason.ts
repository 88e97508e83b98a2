import type { KeywordRecord } from '../../ports/keywords';
import type { QualityReportStore } from '../../ports/quality';
import { failedChecksText } from './quality-gate';

/**
 * Why a keyword waits for review ("Near-duplicate (82% similar to "x") check failed"), or undefined when
 * it does not: its last report held it, and its article went to WordPress as that report's draft (not
 * published since, by an approval).
 */
export async function reviewReason(
  reports: QualityReportStore,
  keyword: Pick<KeywordRecord, 'id' | 'articleStatus' | 'wordpressPostId'>,
): Promise<string | undefined> {
  if (keyword.articleStatus === 'published' || keyword.wordpressPostId === undefined) return undefined;
  const report = await reports.get(keyword.id);
  return report?.held ? `${failedChecksText(report)} check failed` : undefined;
}

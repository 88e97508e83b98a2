import type { QualitySettings } from '#shared/schemas/quality';
import type { QualityReportStore, QualitySettingsStore, StoredQualityReport } from '../../../ports/quality';
import type { DynamoTable } from '../dynamo-table';
import { createSingleItem, createWholeItems } from '../whole-items';

const SETTINGS_KEY = { pk: 'QUALITY_SETTINGS', sk: 'SETTINGS' };
/** Apart from the keyword's own items, so the keyword's writes never carry it. */
const reportKey = (keywordId: string) => ({ pk: `QREPORT#${keywordId}`, sk: 'REPORT' });

/** Settings > Quality: one item, read by every check. */
export function createQualitySettingsStore(table: DynamoTable): QualitySettingsStore {
  return createSingleItem<QualitySettings>(table, SETTINGS_KEY);
}

/** Each keyword's last quality report. */
export function createQualityReportStore(table: DynamoTable): QualityReportStore {
  const reports = createWholeItems<StoredQualityReport>(table, reportKey);
  return { get: reports.get, put: (report) => reports.put(report.keywordId, report) };
}

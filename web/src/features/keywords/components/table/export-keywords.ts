import type { KeywordSummary } from '#shared/schemas/keywords';
import { downloadFile } from '../../../../lib/download';
import { toast } from '../../../../lib/toast';
import { KEYWORDS_CSV_FILE, keywordsCsv } from './keywords-csv';

/** The CSV export: the selected rows, or every listed row when none is selected. No call is made. */
export function exportKeywords(selected: readonly KeywordSummary[], listed: readonly KeywordSummary[]): void {
  const rows = selected.length > 0 ? selected : listed;
  if (rows.length === 0) {
    toast({ title: 'No data to export', description: 'There are no keywords available to export.' });
    return;
  }
  downloadFile(KEYWORDS_CSV_FILE, keywordsCsv(rows), 'text/csv;charset=utf-8');
  toast({ title: 'Export successful', description: `${rows.length} keywords exported to CSV.` });
}

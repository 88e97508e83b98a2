import { PRODUCT_ABBREVIATION } from '#shared/product/product';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { toCsv } from '../../../../lib/csv';

/** The export's columns, in the order of docs/contract.md#csv-export. */
export const KEYWORDS_CSV_HEADER = ['ID', 'Primary Tag', 'Master Keyword', 'Title', 'Status', 'URL'];

export const KEYWORDS_CSV_FILE = `${PRODUCT_ABBREVIATION}-keywords.csv`;

/** The CSV export of listed keywords, built in the browser. */
export function keywordsCsv(keywords: readonly KeywordSummary[]): string {
  return toCsv([
    KEYWORDS_CSV_HEADER,
    ...keywords.map((keyword) => [
      keyword.id,
      keyword.primaryTag,
      keyword.masterKeyword,
      keyword.title,
      keyword.status,
      keyword.url ?? '',
    ]),
  ]);
}

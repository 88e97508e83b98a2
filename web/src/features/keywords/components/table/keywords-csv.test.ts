import { describe, expect, it } from 'vitest';
import { buildKeywordSummary } from '#tests/support/web/keyword-builders';
import { KEYWORDS_CSV_FILE, keywordsCsv } from './keywords-csv';

describe('keywordsCsv', () => {
  it('writes the contract columns and one quoted-as-needed record per keyword', () => {
    const csv = keywordsCsv([
      buildKeywordSummary({
        id: 'a1',
        primaryTag: 'shoes',
        masterKeyword: 'running shoes',
        title: 'Shoes, "fast" ones',
        status: 'Completed',
        url: 'https://example.com/a',
      }),
      buildKeywordSummary({
        id: 'b2',
        primaryTag: 'hats',
        masterKeyword: 'hats',
        title: 'Hats',
        status: 'Error',
        url: undefined,
      }),
    ]);
    expect(csv).toBe(
      'ID,Primary Tag,Master Keyword,Title,Status,URL\r\n' +
        'a1,shoes,running shoes,"Shoes, ""fast"" ones",Completed,https://example.com/a\r\n' +
        'b2,hats,hats,Hats,Error,\r\n',
    );
  });

  it('exports a stored formula as text, never as a formula a spreadsheet would run', () => {
    const csv = keywordsCsv([
      buildKeywordSummary({
        id: 'c3',
        primaryTag: '@shoes',
        masterKeyword: '=HYPERLINK("http://evil.example")',
        title: '-1+1',
        status: 'Completed',
        url: '+https://example.com',
      }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `c3,"'@shoes","'=HYPERLINK(""http://evil.example"")","'-1+1",Completed,"'+https://example.com"`,
    );
  });

  it('is named after the product abbreviation', () => {
    expect(KEYWORDS_CSV_FILE).toBe('kw-keywords.csv');
  });
});

import { describe, expect, it } from 'vitest';
import type { SnowflakeResult } from '../../../providers/snowflake/snowflake-client';
import { RevenueQueryShapeError, toRevenueRows } from './revenue-columns';

const result = (names: string[], rows: SnowflakeResult['rows']): SnowflakeResult => ({
  columns: names.map((name) => ({ name, type: 'text' })),
  rows,
  statementHandle: 'h',
});
const NAMES = ['DAY', 'CHANNEL', 'REVENUE', 'CONVERSIONS', 'PAGE_VIEWS', 'SESSIONS'];

describe('toRevenueRows', () => {
  it('maps the columns by name in any order and case; a NULL figure counts as 0', () => {
    const rows = toRevenueRows(
      result(
        ['sessions', 'Channel', 'date', 'pageviews', 'revenue', 'CONVERSIONS'],
        [[10, 'channel_00001', '2026-03-09', 30, 12.5, null]],
      ),
    );

    expect(rows).toEqual([
      {
        day: '2026-03-09',
        channel: 'channel_00001',
        revenue: 12.5,
        conversions: 0,
        pageViews: 30,
        sessions: 10,
      },
    ]);
  });

  it('names the missing column and the columns the query returns', () => {
    const attempt = () => toRevenueRows(result(['DAY', 'CHANNEL', 'REVENUE', 'CONVERSIONS', 'SESSIONS'], []));

    expect(attempt).toThrow(RevenueQueryShapeError);
    expect(attempt).toThrow(
      'The query returns no page_views column (it returns DAY, CHANNEL, REVENUE, CONVERSIONS, SESSIONS); it must return day, channel, revenue, conversions, page_views and sessions',
    );
  });

  it('refuses a day that is no date, an empty channel and a figure that is no number', () => {
    expect(() => toRevenueRows(result(NAMES, [['yesterday', 'c', 1, 1, 1, 1]]))).toThrow(
      /Row 1: day must be/,
    );
    expect(() => toRevenueRows(result(NAMES, [['2026-03-09', null, 1, 1, 1, 1]]))).toThrow(
      'Row 1: channel is empty',
    );
    expect(() => toRevenueRows(result(NAMES, [['2026-03-09', 'c', '12', 1, 1, 1]]))).toThrow(
      'Row 1: revenue must be a number, got "12"',
    );
  });

  it('reads the final flag column when one is set: BOOLEAN or 1/0, NULL is not final', () => {
    const names = [...NAMES, 'IS_FINAL'];
    const rows = toRevenueRows(
      result(names, [
        ['2026-03-09', 'a', 1, 1, 1, 1, true],
        ['2026-03-09', 'b', 1, 1, 1, 1, 0],
        ['2026-03-09', 'c', 1, 1, 1, 1, null],
        ['2026-03-09', 'd', 1, 1, 1, 1, 1],
      ]),
      'is_final',
    );
    expect(rows.map((row) => row.final)).toEqual([true, false, false, true]);
    // Without the setting, the rows say nothing of settlement (they are settled by age).
    expect(toRevenueRows(result(names, [['2026-03-09', 'a', 1, 1, 1, 1, true]]))[0]).not.toHaveProperty(
      'final',
    );
  });

  it('names the final flag column the query does not return, and refuses a flag that is no boolean', () => {
    expect(() => toRevenueRows(result(NAMES, []), 'settled')).toThrow(
      'The query returns no settled column, set as the final flag column (it returns DAY, CHANNEL, REVENUE, CONVERSIONS, PAGE_VIEWS, SESSIONS); return it or clear the setting',
    );
    expect(() =>
      toRevenueRows(result([...NAMES, 'SETTLED'], [['2026-03-09', 'a', 1, 1, 1, 1, 'yes']]), 'settled'),
    ).toThrow('Row 1: settled must be a BOOLEAN (or 1/0), got "yes"');
  });
});

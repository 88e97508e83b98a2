import { describe, expect, it } from 'vitest';
import {
  UNMATCHED_REVENUE_ID,
  UNMATCHED_REVENUE_NAME,
  UNMATCHED_REVENUE_STATUS,
} from '#shared/insights/unmatched-revenue';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { insightRow as row } from '#tests/support/web/insight-row';
import { DEFAULT_SORT, firstDirection, nextSort, sortInsights } from './insights-sort';

const ids = (rows: EnrichedInsight[]) => rows.map((entry) => entry.campaign_id);

describe('insights sorting', () => {
  it('defaults to spend descending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'spend', direction: 'desc' });
    const rows = [row('1', { spend: 5 }), row('2', { spend: 50 }), row('3', { spend: 12.5 })];
    expect(ids(sortInsights(rows, DEFAULT_SORT))).toEqual(['2', '3', '1']);
  });

  it('starts text columns ascending and numbers descending, except CPC, CPM and daily budget', () => {
    for (const key of ['campaign_name', 'status', 'objective', 'bid_strategy'] as const)
      expect(firstDirection(key)).toBe('asc');
    for (const key of ['cpc', 'cpm', 'daily_budget'] as const) expect(firstDirection(key)).toBe('asc');
    for (const key of ['spend', 'impressions', 'clicks', 'ctr', 'roi', 'revenue', 'conversions'] as const)
      expect(firstDirection(key)).toBe('desc');
  });

  it('toggles the same column and starts another in its own direction', () => {
    expect(nextSort(DEFAULT_SORT, 'spend')).toEqual({ key: 'spend', direction: 'asc' });
    expect(nextSort({ key: 'spend', direction: 'asc' }, 'spend')).toEqual({
      key: 'spend',
      direction: 'desc',
    });
    expect(nextSort(DEFAULT_SORT, 'cpc')).toEqual({ key: 'cpc', direction: 'asc' });
    expect(nextSort({ key: 'cpc', direction: 'asc' }, 'campaign_name')).toEqual({
      key: 'campaign_name',
      direction: 'asc',
    });
  });

  it('sorts percent texts as numbers and names without regard to case', () => {
    const rows = [row('1', { roi: '95.00%' }), row('2', { roi: '1200.50%' }), row('3', { roi: '250.00%' })];
    expect(ids(sortInsights(rows, { key: 'roi', direction: 'desc' }))).toEqual(['2', '3', '1']);
    const named = [
      row('1', { campaign_name: 'beta' }),
      row('2', { campaign_name: 'Alpha' }),
      row('3', { campaign_name: 'gamma' }),
    ];
    expect(ids(sortInsights(named, { key: 'campaign_name', direction: 'asc' }))).toEqual(['2', '1', '3']);
  });

  it('keeps rows without a value and the non-matching revenue row last in both directions', () => {
    const rows = [
      row(UNMATCHED_REVENUE_ID, {
        campaign_name: UNMATCHED_REVENUE_NAME,
        status: UNMATCHED_REVENUE_STATUS,
        daily_budget: null,
        revenue: 999,
      }),
      row('1', { daily_budget: null }),
      row('2', { daily_budget: 30 }),
      row('3', { daily_budget: 5 }),
    ];
    expect(ids(sortInsights(rows, { key: 'daily_budget', direction: 'asc' }))).toEqual([
      '3',
      '2',
      '1',
      UNMATCHED_REVENUE_ID,
    ]);
    expect(ids(sortInsights(rows, { key: 'daily_budget', direction: 'desc' }))).toEqual([
      '2',
      '3',
      '1',
      UNMATCHED_REVENUE_ID,
    ]);
    expect(ids(sortInsights(rows, { key: 'revenue', direction: 'desc' })).at(-1)).toBe(UNMATCHED_REVENUE_ID);
  });
});

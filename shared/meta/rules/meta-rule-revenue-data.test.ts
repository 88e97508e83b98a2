import { describe, expect, it } from 'vitest';
import { revenueDataUsed, revenueDataWords } from './meta-rule-revenue-data';

describe('rule revenue data in words', () => {
  it('says on the rule card which revenue a rule reads, by its setting or its action’s direction', () => {
    expect(revenueDataWords('by_direction', 'pause')).toBe('Revenue: estimated days count (spends less)');
    expect(revenueDataWords('by_direction', 'increase_budget')).toBe(
      'Revenue: final days only (spends more)',
    );
    expect(revenueDataWords('by_direction', 'set_bid_cap')).toBe(
      'Revenue: final days only when it raises spend',
    );
    expect(revenueDataWords('count', 'activate')).toBe('Revenue: estimated days count');
    expect(revenueDataWords('wait', 'pause')).toBe('Revenue: final days only');
  });

  it('says in the log which revenue an evaluation used', () => {
    expect(revenueDataUsed({ basis: 'all_days', estimatedDays: [] })).toBe('Revenue: final');
    expect(revenueDataUsed({ basis: 'all_days', estimatedDays: ['2026-03-09'] })).toBe(
      'Revenue: includes estimates (2026-03-09)',
    );
    expect(revenueDataUsed({ basis: 'final_days', estimatedDays: ['2026-03-08', '2026-03-09'] })).toBe(
      'Revenue: final days only (estimated 2026-03-08, 2026-03-09 left out)',
    );
  });
});

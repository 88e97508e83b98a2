import { describe, expect, it } from 'vitest';
import {
  actionInWords,
  changeInWords,
  conditionInWords,
  conditionsInWords,
  figuresInWords,
  metricValue,
  outcomeCounts,
  scopeInWords,
} from './rule-words';

const NO_FIGURES = {
  spend: null,
  revenue: null,
  roi: null,
  cpc: null,
  ctr: null,
  conversions: null,
  results: null,
  cost_per_result: null,
};

describe('rules in words', () => {
  it('writes each metric in its unit', () => {
    expect(metricValue('spend', 1234.5)).toBe('$1,234.50');
    expect(metricValue('roi', 80)).toBe('80%');
    expect(metricValue('ctr', 1.256)).toBe('1.26%');
    expect(metricValue('conversions', 12)).toBe('12');
    expect(metricValue('cost_per_result', null)).toBe('–');
  });

  it('says a condition as a sentence', () => {
    expect(conditionInWords({ metric: 'spend', operator: 'gt', value: 50 })).toBe('Spend is above $50.00');
    expect(conditionInWords({ metric: 'cost_per_result', operator: 'lte', value: 2 })).toBe(
      'Cost per result is at most $2.00',
    );
  });

  it('joins the conditions as the rule combines them, with the window', () => {
    const conditions = [
      { metric: 'spend', operator: 'gt', value: 50 },
      { metric: 'roi', operator: 'lt', value: 80 },
    ] as const;
    expect(conditionsInWords({ conditions: [...conditions], match: 'all', window: 'today' })).toBe(
      'Spend is above $50.00 and ROI is below 80% today',
    );
    expect(conditionsInWords({ conditions: [...conditions], match: 'any', window: 'last_7_days' })).toBe(
      'Spend is above $50.00 or ROI is below 80% over the last 7 days',
    );
  });

  it('names each action with its amount', () => {
    expect(actionInWords({ type: 'pause' })).toBe('Pause');
    expect(actionInWords({ type: 'increase_budget', percent: 20 })).toBe('Raise budget by 20%');
    expect(actionInWords({ type: 'decrease_budget', percent: 12.5 })).toBe('Lower budget by 12.5%');
    expect(actionInWords({ type: 'set_bid_cap', amount: 1.5 })).toBe('Set bid cap to $1.50');
  });

  it('names the scope by the campaigns’ names where known', () => {
    expect(scopeInWords({ kind: 'all' })).toBe('All campaigns');
    const names = new Map([['1', 'Spring sale']]);
    expect(scopeInWords({ kind: 'campaigns', campaignIds: ['1'] }, names)).toBe('Spring sale');
    expect(scopeInWords({ kind: 'campaigns', campaignIds: ['1', '2', '3'] }, names)).toBe(
      'Spring sale and 2 more',
    );
  });

  it('shows the figures the conditions read, and what an action changed', () => {
    expect(figuresInWords({ ...NO_FIGURES, spend: 62.1, roi: 45, ctr: 2 }, ['spend', 'roi', 'spend'])).toBe(
      'Spend $62.10 · ROI 45%',
    );
    expect(changeInWords({ status: 'ACTIVE' }, { status: 'PAUSED' })).toBe('ACTIVE → PAUSED');
    expect(changeInWords({ dailyBudget: 20 }, { dailyBudget: 24 })).toBe('$20.00 budget → $24.00 budget');
    expect(changeInWords({ status: 'ACTIVE' }, null)).toBe('ACTIVE');
  });

  it('tallies a run’s outcomes', () => {
    expect(
      outcomeCounts([{ status: 'would_apply' }, { status: 'not_matched' }, { status: 'would_apply' }]),
    ).toBe('2 would apply, 1 not matched');
    expect(outcomeCounts([])).toBe('no campaigns to evaluate');
  });
});

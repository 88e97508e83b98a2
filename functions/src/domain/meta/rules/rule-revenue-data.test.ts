import { describe, expect, it } from 'vitest';
import type { RuleFigures } from '#shared/schemas/meta-rule-runs';
import type { Rule, RuleAction, RuleEstimatedRevenue } from '#shared/schemas/meta-rules';
import { REVENUE_TIME_ZONE } from '#shared/time/account-time';
import type { CampaignSnapshot } from '../../../ports/insights-store';
import { idleFigures } from './rule-figures';
import { countsEstimates, revenueView, spendsMore } from './rule-revenue-data';

const rule = (action: RuleAction, estimatedRevenue: RuleEstimatedRevenue = 'by_direction') => ({
  action,
  estimatedRevenue,
  conditions: [{ metric: 'roi', operator: 'gt', value: 100 }] as Rule['conditions'],
});
const snapshot = (settings: Partial<CampaignSnapshot>): CampaignSnapshot => ({
  campaignId: '1',
  accountId: 'act_1',
  name: 'kw_a_1',
  status: 'ACTIVE',
  objective: 'OUTCOME_SALES',
  channel: 'channel_00001',
  refreshedAt: '2026-03-09T12:00:00Z',
  ...settings,
});
const withRevenue = (revenue: number): RuleFigures => ({
  ...idleFigures(),
  spend: 10,
  revenue,
  roi: revenue * 10,
});
const campaign = (estimatedDays: string[]) => ({
  campaignId: '1',
  name: 'kw_a_1',
  figures: withRevenue(30),
  finalFigures: withRevenue(12),
  snapshot: snapshot({ dailyBudget: 20 }),
  estimatedDays,
  timeZone: REVENUE_TIME_ZONE,
});

describe('rule direction defaults on estimated revenue', () => {
  it('lets the actions that spend less count estimates and makes those that spend more use final days', () => {
    for (const action of [
      { type: 'pause' },
      { type: 'decrease_budget', percent: 20 },
      { type: 'notify' },
    ] as const)
      expect(countsEstimates(rule(action), undefined)).toBe(true);
    for (const action of [{ type: 'activate' }, { type: 'increase_budget', percent: 20 }] as const)
      expect(countsEstimates(rule(action), undefined)).toBe(false);
  });

  it('judges a set budget or bid cap by the value the campaign has now', () => {
    expect(spendsMore({ type: 'set_budget', amount: 30 }, snapshot({ dailyBudget: 20 }))).toBe(true);
    expect(spendsMore({ type: 'set_budget', amount: 30 }, snapshot({ dailyBudget: 40 }))).toBe(false);
    // A budget the store does not know: the careful side.
    expect(spendsMore({ type: 'set_budget', amount: 30 }, undefined)).toBe(true);
    expect(spendsMore({ type: 'set_bid_cap', amount: 2 }, snapshot({ bidCap: 1.5 }))).toBe(true);
    expect(spendsMore({ type: 'set_bid_cap', amount: 2 }, snapshot({ bidCap: 3 }))).toBe(false);
    // A cap where there was none limits spend.
    expect(spendsMore({ type: 'set_bid_cap', amount: 2 }, snapshot({}))).toBe(false);
  });

  it('follows the rule’s own setting over the direction', () => {
    expect(countsEstimates(rule({ type: 'increase_budget', percent: 20 }, 'count'), undefined)).toBe(true);
    expect(countsEstimates(rule({ type: 'pause' }, 'wait'), undefined)).toBe(false);
  });
});

describe('revenueView', () => {
  const scale = rule({ type: 'increase_budget', percent: 20 });

  it('reads the final days only for a rule that spends more, and says which days it left out', () => {
    expect(revenueView(scale, campaign(['2026-03-09']), 3)).toEqual({
      figures: withRevenue(12),
      revenueData: { basis: 'final_days', estimatedDays: ['2026-03-09'] },
    });
  });

  it('waits and says why when no day of the window is final', () => {
    expect(revenueView(scale, campaign(['2026-03-09']), 1)).toEqual({
      figures: withRevenue(30),
      revenueData: { basis: 'final_days', estimatedDays: ['2026-03-09'] },
      waiting:
        'Waiting for final revenue: 2026-03-09 is still estimated and an action that spends more counts final days only',
    });
    expect(
      revenueView({ ...scale, estimatedRevenue: 'wait' }, campaign(['2026-03-08', '2026-03-09']), 2).waiting,
    ).toBe(
      'Waiting for final revenue: 2026-03-08, 2026-03-09 are still estimated and this rule counts final days only',
    );
  });

  it('counts the estimates for a rule that spends less, or whose conditions do not read revenue', () => {
    const all = {
      figures: withRevenue(30),
      revenueData: { basis: 'all_days', estimatedDays: ['2026-03-09'] },
    };
    expect(revenueView(rule({ type: 'pause' }), campaign(['2026-03-09']), 1)).toEqual(all);
    const spendOnly = {
      ...scale,
      conditions: [{ metric: 'spend', operator: 'gt', value: 5 }] as Rule['conditions'],
    };
    expect(revenueView(spendOnly, campaign(['2026-03-09']), 1)).toEqual(all);
    expect(revenueView(scale, campaign([]), 1)).toEqual({
      figures: withRevenue(30),
      revenueData: { basis: 'all_days', estimatedDays: [] },
    });
  });
});

import type { RuleRevenueData } from '../../schemas/meta-rule-runs';
import type { RuleActionType, RuleEstimatedRevenue, RuleMetric } from '../../schemas/meta-rules';

/**
 * Which revenue a rule's conditions may use (decision 039). Partners' figures for the last day or two are
 * estimates; an action that spends more on money that may not come is the costly mistake, one that spends
 * less on it is cheap to undo. So by default a rule that spends less counts estimated days, and one that
 * spends more reads only the final days of its window (and waits while none is final).
 */

/** The metrics that read the warehouse's revenue. */
export const REVENUE_METRICS: readonly RuleMetric[] = ['revenue', 'roi'];

/**
 * How an action moves spend: `less` (pause, lower the budget), `more` (activate, raise the budget),
 * `either` (set the budget or the bid cap: it depends on the value before), `none` (notify).
 */
export const ACTION_SPEND_DIRECTION: Record<RuleActionType, 'less' | 'more' | 'either' | 'none'> = {
  pause: 'less',
  decrease_budget: 'less',
  activate: 'more',
  increase_budget: 'more',
  set_budget: 'either',
  set_bid_cap: 'either',
  // A new ad in place of a worn one spends as the old one did.
  refresh_creative: 'none',
  notify: 'none',
  // A schedule acts as its pause or activation, whose direction counts (decision 057).
  schedule: 'either',
  // A copy of a winner spends its budget on top of the source's.
  duplicate: 'more',
};

export const ESTIMATED_REVENUE_LABELS: Record<RuleEstimatedRevenue, string> = {
  by_direction: 'By direction: estimates count when it spends less, final days only when it spends more',
  count: 'Estimated days count',
  wait: 'Final days only',
};

/** The rule card's words for what a rule's revenue conditions use. */
export function revenueDataWords(setting: RuleEstimatedRevenue, action: RuleActionType): string {
  if (setting === 'count') return 'Revenue: estimated days count';
  if (setting === 'wait') return 'Revenue: final days only';
  const direction = ACTION_SPEND_DIRECTION[action];
  if (direction === 'more') return 'Revenue: final days only (spends more)';
  if (direction === 'either') return 'Revenue: final days only when it raises spend';
  return 'Revenue: estimated days count (spends less)';
}

/** The log's words for the revenue an evaluation used. */
export function revenueDataUsed(data: RuleRevenueData): string {
  if (data.estimatedDays.length === 0) return 'Revenue: final';
  const days = data.estimatedDays.join(', ');
  return data.basis === 'all_days'
    ? `Revenue: includes estimates (${days})`
    : `Revenue: final days only (estimated ${days} left out)`;
}

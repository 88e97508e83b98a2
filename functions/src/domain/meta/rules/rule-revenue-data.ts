import { ACTION_SPEND_DIRECTION, REVENUE_METRICS } from '#shared/meta/rules/meta-rule-revenue-data';
import type { RuleFigures, RuleRevenueData } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import type { CampaignSnapshot } from '../../../ports/insights-store';
import type { WindowCampaign } from './rule-figures';

type RuleParts = Pick<Rule, 'action' | 'estimatedRevenue' | 'conditions'>;

/**
 * Whether the action makes the campaign spend more. Setting a budget or a bid cap depends on the value it
 * has now (the store's snapshot): above it spends more; a bid cap where there was none limits spend; an
 * unknown budget counts as more, the careful side.
 */
export function spendsMore(action: Rule['action'], snapshot: CampaignSnapshot | undefined): boolean {
  const direction = ACTION_SPEND_DIRECTION[action.type];
  if (direction !== 'either') return direction === 'more';
  if (action.type === 'set_budget')
    return snapshot?.dailyBudget === undefined || action.amount > snapshot.dailyBudget;
  return action.type === 'set_bid_cap' && snapshot?.bidCap !== undefined && action.amount > snapshot.bidCap;
}

/** Whether the rule, taking its action on this campaign, counts estimated days (decision 039). */
export function countsEstimates(
  rule: Pick<Rule, 'action' | 'estimatedRevenue'>,
  snapshot: CampaignSnapshot | undefined,
): boolean {
  if (rule.estimatedRevenue === 'count') return true;
  if (rule.estimatedRevenue === 'wait') return false;
  return !spendsMore(rule.action, snapshot);
}

const readsRevenue = (rule: Pick<Rule, 'conditions'>) =>
  rule.conditions.some((condition) => REVENUE_METRICS.includes(condition.metric));

/** The figures a rule's conditions read on a campaign, which revenue they used, and why it waits if it does. */
export interface RevenueView {
  figures: RuleFigures;
  revenueData: RuleRevenueData;
  /** Every day of the window is still an estimate and the rule counts only final days. */
  waiting?: string;
}

/**
 * What a rule reads on a campaign: the window's figures with estimated days included, or, when its
 * conditions read revenue or ROI and it does not count estimates, the figures of the final days only
 * (spend and revenue both, so ROI compares the same days); with no final day it waits and says why.
 */
export function revenueView(rule: RuleParts, campaign: WindowCampaign, windowDays: number): RevenueView {
  const { estimatedDays } = campaign;
  if (estimatedDays.length === 0 || !readsRevenue(rule) || countsEstimates(rule, campaign.snapshot))
    return { figures: campaign.figures, revenueData: { basis: 'all_days', estimatedDays } };
  const revenueData = { basis: 'final_days', estimatedDays } as const;
  if (estimatedDays.length < windowDays) return { figures: campaign.finalFigures, revenueData };
  const why =
    rule.estimatedRevenue === 'wait'
      ? 'this rule counts final days only'
      : 'an action that spends more counts final days only';
  return {
    figures: campaign.figures,
    revenueData,
    waiting: `Waiting for final revenue: ${estimatedDays.join(', ')} ${estimatedDays.length === 1 ? 'is' : 'are'} still estimated and ${why}`,
  };
}

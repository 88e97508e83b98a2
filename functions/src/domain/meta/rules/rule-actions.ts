import { withoutActPrefix } from '#shared/meta/ad-account-id';
import { fromMinorUnits, toMinorUnits } from '#shared/meta/currency';
import { CAPPED_BID_STRATEGY_NAMES } from '#shared/schemas/meta-campaign-actions';
import type { RuleValue } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import type { RulePausedStore } from '../../../ports/meta-rules';
import type { BudgetChangeLedger } from '../campaign-actions/budget-change-ledger';
import type { CampaignActions } from '../campaign-actions/campaign-actions-service';
import { hasBudget, readCampaignStructure } from '../campaign-actions/campaign-structure';
import { toActionError } from '../campaign-actions/meta-refusal';
import { campaignAds } from '../creative-refresh/ad-graph';
import type { CreativeRefresh } from '../creative-refresh/creative-refresh-service';
import { budgetIncreaseUsd, type CapRequest } from './cap-arithmetic';
import { plannedBudget } from './rule-budget-plan';
import { prepareDuplicate, type RuleDuplicateDeps } from './rule-duplicate';
import type { WindowCampaign } from './rule-figures';
import { type PreparedAction, skipped } from './rule-prepared-action';

export type { PreparedAction } from './rule-prepared-action';

export interface RuleActionDeps extends RuleDuplicateDeps {
  campaignActions: Pick<CampaignActions, 'updateStatus' | 'updateBudget' | 'updateBidCap'>;
  metaClient: () => Promise<MetaGraphClient>;
  ledger: Pick<BudgetChangeLedger, 'blocked'>;
  paused: Pick<RulePausedStore, 'isPausedByRule' | 'isPausedBySchedule'>;
  creativeRefresh: Pick<CreativeRefresh, 'refresh'>;
}

/** A failed read or write in Meta's words (its refusals, throttles and outages as the campaign actions say them). */
export function failureMessage(error: unknown, campaignId: string): string {
  const mapped = toActionError(error, campaignId);
  return mapped instanceof Error ? mapped.message : String(mapped);
}

async function prepareStatus(
  deps: RuleActionDeps,
  rule: Rule,
  campaign: WindowCampaign,
  bySchedule: boolean,
): Promise<PreparedAction> {
  const target = rule.action.type === 'pause' ? 'PAUSED' : 'ACTIVE';
  const status = campaign.snapshot?.status;
  const before = { status: status ?? 'UNKNOWN' };
  if (status !== 'ACTIVE' && status !== 'PAUSED')
    return skipped(before, `Skipped: the campaign is ${status ?? 'not in the insights store yet'}`);
  if (status === target)
    return skipped(before, `Skipped: the campaign is already ${target === 'PAUSED' ? 'paused' : 'active'}`);
  if (rule.onlyRulePaused && !(await deps.paused.isPausedByRule(campaign.campaignId)))
    return skipped(before, 'Skipped: the campaign was not paused by a rule');
  // A schedule wakes only what it put to sleep: a person's or a stop-loss's pause stays.
  if (bySchedule && target === 'ACTIVE' && !(await deps.paused.isPausedBySchedule(campaign.campaignId)))
    return skipped(before, 'Skipped: the campaign was not paused by its schedule');
  return {
    before,
    after: { status: target },
    apply: async () =>
      (await deps.campaignActions.updateStatus({ campaignId: campaign.campaignId, status: target })).message,
  };
}

/**
 * Reads the budget where Meta keeps it (the campaign under CBO, else its ad sets, which the update sets to one
 * value), plans the new one within the floor and ceiling, and asks the ledger before anything is sent: a
 * 5th change of an ad set within the hour is "skipped: limit" here, never refused by Meta.
 */
async function prepareBudget(
  deps: RuleActionDeps,
  rule: Rule,
  campaign: WindowCampaign,
): Promise<PreparedAction> {
  const action = rule.action;
  if (action.type !== 'increase_budget' && action.type !== 'decrease_budget' && action.type !== 'set_budget')
    throw new Error(`Not a budget action: ${action.type}`);
  const {
    campaign: state,
    adsets,
    currency,
    cbo,
  } = await readCampaignStructure(await deps.metaClient(), campaign.campaignId);
  const holders = cbo ? [state] : adsets.filter(hasBudget);
  if (holders.length === 0)
    return skipped(null, 'Skipped: the campaign has no ad sets with a budget to change');
  if (holders.some((holder) => holder.daily_budget === undefined || holder.daily_budget === null))
    return skipped(null, 'Skipped: the campaign has a lifetime budget, not a daily one');
  const budgets = holders.map((holder) => fromMinorUnits(holder.daily_budget as string | number, currency));
  // Ad sets with different budgets are set to one value by the update: the rule starts from their average.
  const current = Math.round((budgets.reduce((sum, budget) => sum + budget, 0) / budgets.length) * 100) / 100;
  const before = { dailyBudget: current };
  const plan = plannedBudget(action, current, rule);
  if ('skip' in plan) return skipped(before, plan.skip);
  if (!cbo) {
    const units = toMinorUnits(plan.after, currency);
    const changing = adsets.filter((adset) => hasBudget(adset) && Number(adset.daily_budget) !== units);
    const blocked = await deps.ledger.blocked(changing);
    if (blocked) return skipped(before, `Skipped: limit. ${blocked}`, false);
  }
  return {
    before,
    after: { dailyBudget: plan.after },
    cap: capRequest(campaign, budgets, plan.after),
    apply: async () =>
      (await deps.campaignActions.updateBudget({ campaignId: campaign.campaignId, dailyBudget: plan.after }))
        .message,
  };
}

/**
 * A raise of the campaign's daily budget total, as its account's caps weigh it: what the holders' sum
 * grows by, and the campaign's new total against the per-campaign cap. A lowering asks nothing of the caps.
 */
function capRequest(campaign: WindowCampaign, budgets: number[], after: number): CapRequest | undefined {
  const accountId = campaign.snapshot?.accountId;
  const addUsd = budgetIncreaseUsd(budgets, after);
  if (!accountId || addUsd <= 0) return undefined;
  const campaignBudgetUsd = Math.round(after * 100 * budgets.length) / 100;
  return { accountId: withoutActPrefix(accountId), addUsd, copies: 0, campaignBudgetUsd };
}

async function prepareBidCap(
  deps: RuleActionDeps,
  rule: Rule,
  campaign: WindowCampaign,
): Promise<PreparedAction> {
  if (rule.action.type !== 'set_bid_cap') throw new Error(`Not a bid cap action: ${rule.action.type}`);
  const amount = rule.action.amount;
  const before = { bidCap: campaign.snapshot?.bidCap ?? null };
  const strategy = campaign.snapshot?.bidStrategy;
  if (!strategy || !CAPPED_BID_STRATEGY_NAMES.includes(strategy))
    return skipped(
      before,
      `Skipped: the campaign's bid strategy (${strategy ?? 'unknown'}) takes no bid cap`,
    );
  if (before.bidCap === amount)
    return skipped(before, `Skipped: the bid cap is already $${amount.toFixed(2)}`);
  return {
    before,
    after: { bidCap: amount },
    apply: async () =>
      (
        await deps.campaignActions.updateBidCap({
          campaignId: campaign.campaignId,
          bidAmount: amount,
          bidStrategy: strategy,
        })
      ).message,
  };
}

/**
 * A creative refresh of the campaign's running ad (the newest active one: a campaign made here has one ad
 * set with one ad running). The refresh's key is the rule and that ad, so a failed or repeated evaluation
 * resumes the same refresh instead of making another ad.
 */
async function prepareRefresh(
  deps: RuleActionDeps,
  rule: Rule,
  campaign: WindowCampaign,
): Promise<PreparedAction> {
  const action = rule.action;
  if (action.type !== 'refresh_creative') throw new Error(`Not a refresh action: ${action.type}`);
  const ads = await campaignAds(await deps.metaClient(), campaign.campaignId);
  const running = ads.find((ad) => ad.status === 'ACTIVE');
  if (!running) return skipped(null, 'Skipped: the campaign has no active ad to refresh');
  const before: NonNullable<RuleValue> = { adId: running.id };
  const prepared: PreparedAction = {
    before,
    after: null,
    apply: async () => {
      const { refresh, message } = await deps.creativeRefresh.refresh({
        key: `rule:${rule.id}:${running.id}`,
        campaignId: campaign.campaignId,
        adId: running.id,
        newImage: action.newImage,
      });
      before.adTitle = refresh.oldAdTitle;
      prepared.after = { adId: refresh.newAdId, adTitle: refresh.copy.adTitle, refreshId: refresh.id };
      return message;
    },
  };
  return prepared;
}

/**
 * What `rule`'s action would do to `campaign` now (`bySchedule`: a schedule's pause or activation); throws
 * when Meta cannot be read (the outcome fails).
 */
export function prepareAction(
  deps: RuleActionDeps,
  rule: Rule,
  campaign: WindowCampaign,
  bySchedule = false,
): Promise<PreparedAction> {
  switch (rule.action.type) {
    case 'pause':
    case 'activate':
      return prepareStatus(deps, rule, campaign, bySchedule);
    case 'schedule':
      // `ruleAtHour` turns a schedule into its pause or activation before any action is prepared.
      throw new Error('A schedule acts only as its pause or activation');
    case 'increase_budget':
    case 'decrease_budget':
    case 'set_budget':
      return prepareBudget(deps, rule, campaign);
    case 'set_bid_cap':
      return prepareBidCap(deps, rule, campaign);
    case 'refresh_creative':
      return prepareRefresh(deps, rule, campaign);
    case 'duplicate':
      return prepareDuplicate(deps, rule, campaign);
    case 'notify':
      return Promise.resolve({
        before: null,
        after: null,
        apply: async () => 'Notified: the conditions held (no change made)',
      });
  }
}

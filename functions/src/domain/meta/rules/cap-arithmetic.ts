import type { CapUsage, RuleGuardrails } from '#shared/schemas/meta-rule-guardrails';

/** What one automated action asks of its ad account's caps. */
export interface CapRequest {
  /** The ad account's id (without `act_`). */
  accountId: string;
  /** What the action adds to the account's daily budgets, USD (a raise's increase, a copy's budget). */
  addUsd: number;
  /** Copies the action makes (a duplicate: 1). */
  copies: number;
  /** The campaign's daily budget after the action, USD, for the per-campaign cap (a budget raise). */
  campaignBudgetUsd?: number;
}

export type CapName = 'daily_increase' | 'campaign_budget' | 'copies';

/** A cap the action would pass, and why in the log's words. */
export interface CapBreach {
  cap: CapName;
  skip: string;
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;
/** Compared in whole cents, so $0.1 + $0.2 is exactly $0.30 of a $0.30 cap. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * The daily budget total a budget change adds to a campaign: every holder (the campaign under CBO, else
 * each budgeted ad set) is set to `after`, so the increase is their new sum less their current one; a
 * change that lowers the total adds nothing (and gives nothing back to the day's cap).
 */
export function budgetIncreaseUsd(holderBudgets: readonly number[], after: number): number {
  const before = holderBudgets.reduce((sum, budget) => sum + cents(budget), 0);
  return Math.max(0, cents(after) * holderBudgets.length - before) / 100;
}

/**
 * The first cap `request` would pass given what the day used so far, or undefined. Reaching a cap exactly
 * is allowed; passing it is not. A null cap never stops anything.
 */
export function capBreach(
  guardrails: RuleGuardrails,
  used: CapUsage,
  request: CapRequest,
): CapBreach | undefined {
  const { maxCampaignBudgetUsd, maxDailyIncreaseUsd, maxCopiesPerDay } = guardrails;
  const budget = request.campaignBudgetUsd;
  if (maxCampaignBudgetUsd !== null && budget !== undefined && cents(budget) > cents(maxCampaignBudgetUsd))
    return {
      cap: 'campaign_budget',
      skip: `Skipped: cap. Daily budget ${usd(budget)} would pass the account's cap of ${usd(maxCampaignBudgetUsd)} per campaign`,
    };
  if (
    maxDailyIncreaseUsd !== null &&
    request.addUsd > 0 &&
    cents(used.increaseUsd) + cents(request.addUsd) > cents(maxDailyIncreaseUsd)
  )
    return {
      cap: 'daily_increase',
      skip: `Skipped: cap. Adding ${usd(request.addUsd)} to daily budgets would pass the account's cap of ${usd(maxDailyIncreaseUsd)} a day (${usd(used.increaseUsd)} added today)`,
    };
  if (maxCopiesPerDay !== null && request.copies > 0 && used.copies + request.copies > maxCopiesPerDay)
    return {
      cap: 'copies',
      skip: `Skipped: cap. ${request.copies === 1 ? 'Another copy' : `${request.copies} more copies`} would pass the account's cap of ${maxCopiesPerDay} ${maxCopiesPerDay === 1 ? 'copy' : 'copies'} a day (${used.copies} made today)`,
    };
  return undefined;
}

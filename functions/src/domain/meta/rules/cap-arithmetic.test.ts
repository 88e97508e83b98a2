import { describe, expect, it } from 'vitest';
import { NO_GUARDRAILS } from '#shared/schemas/meta-rule-guardrails';
import { budgetIncreaseUsd, capBreach } from './cap-arithmetic';

const none = { increaseUsd: 0, copies: 0 };
const raise = (addUsd: number, campaignBudgetUsd?: number) => ({
  accountId: '100',
  addUsd,
  copies: 0,
  campaignBudgetUsd,
});

describe('budgetIncreaseUsd', () => {
  it('is what the holders’ sum grows by when each is set to the new budget', () => {
    expect(budgetIncreaseUsd([20], 24)).toBe(4);
    // Two ad sets at $20 and $30 set to $40 each: $80 - $50.
    expect(budgetIncreaseUsd([20, 30], 40)).toBe(30);
    // Cents stay exact where floats would not: 3 × $0.10 → $0.30 each.
    expect(budgetIncreaseUsd([0.1, 0.1, 0.1], 0.3)).toBe(0.6);
  });

  it('is 0 for a change that lowers the total (a lowering gives nothing back)', () => {
    expect(budgetIncreaseUsd([20], 15)).toBe(0);
    expect(budgetIncreaseUsd([10, 50], 25)).toBe(0);
  });
});

describe('capBreach', () => {
  it('lets anything through without caps', () => {
    expect(capBreach(NO_GUARDRAILS, { increaseUsd: 1e6, copies: 1e3 }, raise(500, 1e5))).toBeUndefined();
  });

  it('allows reaching the daily increase cap exactly and refuses passing it, with the figures', () => {
    const caps = { ...NO_GUARDRAILS, maxDailyIncreaseUsd: 100 };
    expect(capBreach(caps, { increaseUsd: 70.1, copies: 0 }, raise(29.9))).toBeUndefined();
    expect(capBreach(caps, { increaseUsd: 70.1, copies: 0 }, raise(29.91))).toEqual({
      cap: 'daily_increase',
      skip: "Skipped: cap. Adding $29.91 to daily budgets would pass the account's cap of $100.00 a day ($70.10 added today)",
    });
  });

  it('refuses a campaign budget above the per-campaign cap before the daily sum', () => {
    const caps = { ...NO_GUARDRAILS, maxCampaignBudgetUsd: 500, maxDailyIncreaseUsd: 10 };
    expect(capBreach(caps, none, raise(100, 600))).toEqual({
      cap: 'campaign_budget',
      skip: "Skipped: cap. Daily budget $600.00 would pass the account's cap of $500.00 per campaign",
    });
    expect(capBreach(caps, none, raise(5, 500))).toBeUndefined();
  });

  it('counts copies against the copies cap; a cap of 0 allows none', () => {
    const copy = { accountId: '100', addUsd: 0, copies: 1 };
    expect(
      capBreach({ ...NO_GUARDRAILS, maxCopiesPerDay: 3 }, { increaseUsd: 0, copies: 2 }, copy),
    ).toBeUndefined();
    expect(
      capBreach({ ...NO_GUARDRAILS, maxCopiesPerDay: 3 }, { increaseUsd: 0, copies: 3 }, copy)?.skip,
    ).toBe("Skipped: cap. Another copy would pass the account's cap of 3 copies a day (3 made today)");
    expect(capBreach({ ...NO_GUARDRAILS, maxCopiesPerDay: 0 }, none, copy)?.cap).toBe('copies');
  });

  it('a copy’s budget counts toward the daily increase cap too', () => {
    const copy = { accountId: '100', addUsd: 60, copies: 1 };
    const caps = { ...NO_GUARDRAILS, maxDailyIncreaseUsd: 100, maxCopiesPerDay: 5 };
    expect(capBreach(caps, { increaseUsd: 50, copies: 0 }, copy)?.cap).toBe('daily_increase');
  });
});

import { describe, expect, it } from 'vitest';
import type { AiBudgetSettings } from '#shared/schemas/ai-budget';
import type { AiSpendLedger, PeriodSpend } from '../../ports/ai-spend';
import { createBudgetGate } from './budget-gate';
import { budgetPeriodsAt } from './budget-periods';

/** A ledger answering fixed sums, counting its reads. */
function ledgerOf(account: PeriodSpend, sites: Record<string, PeriodSpend> = {}) {
  const reads: string[][] = [];
  const ledger: AiSpendLedger = {
    add: async () => ({ account }),
    spent: async (_periods, siteIds = []) => {
      reads.push(siteIds);
      return { account, sites };
    },
  };
  return { ledger, reads };
}
const gateWith = (settings: AiBudgetSettings, ledger: AiSpendLedger, saved = settings) =>
  createBudgetGate({
    settings: { current: async () => settings, get: async () => saved },
    ledger,
    clock: { now: () => 0 },
  });

describe('the budget gate', () => {
  it('reads no spend at all while no limit is set', async () => {
    const { ledger, reads } = ledgerOf({ day: 1_000, month: 1_000 });
    const gate = gateWith({ dailyLimitUsd: null, monthlyLimitUsd: null }, ledger);
    expect(await gate.holdReason('site-a')).toBeUndefined();
    expect(reads).toEqual([]);
  });

  it('holds once what was spent reaches a limit, naming the limit and the spend', async () => {
    const under = gateWith(
      { dailyLimitUsd: 50, monthlyLimitUsd: 900 },
      ledgerOf({ day: 49.99, month: 100 }).ledger,
    );
    expect(await under.holdReason()).toBeUndefined();
    const daily = gateWith(
      { dailyLimitUsd: 50, monthlyLimitUsd: 900 },
      ledgerOf({ day: 50, month: 100 }).ledger,
    );
    expect(await daily.holdReason()).toBe('The daily AI budget of $50.00 is spent ($50.00)');
    const monthly = gateWith(
      { dailyLimitUsd: null, monthlyLimitUsd: 1_000 },
      ledgerOf({ day: 1, month: 1_234.5 }).ledger,
    );
    expect(await monthly.holdReason()).toBe('The monthly AI budget of $1,000.00 is spent ($1,234.50)');
  });

  it('holds only on the limits as saved: one raised in another process counts at once', async () => {
    const spent = ledgerOf({ day: 60, month: 60 }).ledger;
    const raised = gateWith({ dailyLimitUsd: 50, monthlyLimitUsd: null }, spent, {
      dailyLimitUsd: 100,
      monthlyLimitUsd: null,
    });
    expect(await raised.holdReason()).toBeUndefined();
    const kept = gateWith({ dailyLimitUsd: 50, monthlyLimitUsd: null }, spent, {
      dailyLimitUsd: 55,
      monthlyLimitUsd: null,
    });
    expect(await kept.holdReason()).toBe('The daily AI budget of $55.00 is spent ($60.00)');
  });

  it('holds a site’s keywords by its own limits, and only that site’s', async () => {
    const settings = {
      dailyLimitUsd: null,
      monthlyLimitUsd: null,
      sites: { 'site-a': { dailyLimitUsd: 5, monthlyLimitUsd: null } },
    };
    const { ledger, reads } = ledgerOf({ day: 20, month: 20 }, { 'site-a': { day: 5.5, month: 5.5 } });
    const gate = gateWith(settings, ledger);
    expect(await gate.holdReason('site-a')).toBe('The daily AI budget of its site of $5.00 is spent ($5.50)');
    expect(await gate.holdReason('site-b')).toBeUndefined();
    expect(await gate.holdReason()).toBeUndefined();
    // Read again with the limits as saved before holding.
    expect(reads).toEqual([['site-a'], ['site-a']]);
  });
});

describe('the budget’s periods', () => {
  it('are US Eastern days and months, whatever the UTC date', () => {
    // 03:00 UTC on 1 December is 22:00 on 30 November in New York.
    expect(budgetPeriodsAt(Date.parse('2026-12-01T03:00:00Z'))).toEqual({
      day: '2026-11-30',
      month: '2026-11',
    });
    expect(budgetPeriodsAt(Date.parse('2026-12-01T05:00:00Z'))).toEqual({
      day: '2026-12-01',
      month: '2026-12',
    });
    // Across the DST change: 04:30 UTC on 8 March is 23:30 EST on the 7th.
    expect(budgetPeriodsAt(Date.parse('2026-03-08T04:30:00Z')).day).toBe('2026-03-07');
  });
});

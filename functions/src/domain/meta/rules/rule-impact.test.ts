import { describe, expect, it } from 'vitest';
import type { RuleAction } from '#shared/schemas/meta-rules';
import { ruleLogEntry } from '#tests/support/rule-log-builder';
import type { ImpactDay } from './rule-impact';
import { summarizeImpact } from './rule-impact-summary';

/** Per campaign, per day: [spend, revenue] or [spend, revenue, 'est'] for a day not settled yet. */
type Days = Record<string, Record<string, [number, number] | [number, number, 'est']>>;
const series = (days: Days) =>
  new Map(
    Object.entries(days).map(([campaignId, byDay]) => [
      campaignId,
      new Map<string, ImpactDay>(
        Object.entries(byDay).map(([day, [spend, revenue, est]]) => [
          day,
          { spend, revenue, estimated: est === 'est' },
        ]),
      ),
    ]),
  );

const range = { since: '2026-06-04', until: '2026-06-08' };
const today = '2026-06-10';
const stopLoss = { ruleId: 'r1', ruleName: 'Stop-loss' };
const scale = { ruleId: 'r2', ruleName: 'Scale winners' };
const raise: RuleAction = { type: 'increase_budget', percent: 50 };
const duplicate = { type: 'duplicate' } as unknown as RuleAction;

// A history a person can check by hand (New York is UTC-4 in June: 16:00Z is noon there).
const history = series({
  // A: 30, 20, 10 spent before its pause on 06-04 (20 a day); nothing while paused.
  A: { '2026-06-01': [30, 10], '2026-06-02': [20, 20], '2026-06-03': [10, 30], '2026-06-04': [8, 5] },
  // B: 10 spent and 15 earned a day before its raise on 06-06; then 25/40 and 31/20 (estimated).
  B: {
    '2026-06-03': [10, 15],
    '2026-06-04': [10, 15],
    '2026-06-05': [10, 15],
    '2026-06-06': [18, 22],
    '2026-06-07': [25, 40],
    '2026-06-08': [31, 20, 'est'],
  },
  // The copy of A made on 06-08.
  copy: { '2026-06-08': [12.34, 20] },
});

const log = [
  // Before the range: counts nothing.
  ruleLogEntry('2026-06-03T16:00:00.000Z', { ...stopLoss, campaignId: 'B' }),
  ruleLogEntry('2026-06-04T16:00:00.000Z', { ...stopLoss, campaignId: 'A' }),
  ruleLogEntry('2026-06-05T16:00:00.000Z', { ...stopLoss, campaignId: 'A', action: { type: 'notify' } }),
  ruleLogEntry('2026-06-05T17:00:00.000Z', { ...stopLoss, campaignId: 'B', status: 'skipped' }),
  ruleLogEntry('2026-06-05T18:00:00.000Z', { ...stopLoss, campaignId: 'B', dryRun: true }),
  ruleLogEntry('2026-06-06T15:00:00.000Z', {
    ...scale,
    campaignId: 'B',
    action: raise,
    before: { dailyBudget: 10 },
    after: { dailyBudget: 15 },
  }),
  // An undo activates A again on 06-07: its pause ends there.
  ruleLogEntry('2026-06-07T14:00:00.000Z', {
    ...stopLoss,
    campaignId: 'A',
    status: 'undone',
    action: { type: 'activate' },
  }),
  ruleLogEntry('2026-06-08T13:00:00.000Z', {
    ...scale,
    campaignId: 'A',
    action: duplicate,
    after: { campaignId: 'copy' } as never,
  }),
];

describe('the impact report on a fixed history', () => {
  it('estimates spend avoided, extra spend, revenue and net, per rule, in total and per day', () => {
    const report = summarizeImpact({ range, today, series: history }, log);
    // Scale: B's raise, 06-07 (25-10 spent, 40-15 earned) and 06-08 (31-10, 20-15); the copy's 12.34 and 20.
    // Stop-loss: A paused on 06-04, avoided 20 on 06-05 and 06-06 (the undo's day 06-07 is not whole).
    // Equal counts: by name.
    expect(report.rules).toEqual([
      {
        ruleId: 'r2',
        name: 'Scale winners',
        actions: 2,
        actionsByType: { increase_budget: 1, duplicate: 1 },
        spendAvoidedUsd: 0,
        extraSpendUsd: 48.34,
        extraRevenueUsd: 50,
        netUsd: 1.66,
        revenueEstimated: true,
      },
      {
        ruleId: 'r1',
        name: 'Stop-loss',
        actions: 2,
        actionsByType: { pause: 1, notify: 1 },
        spendAvoidedUsd: 40,
        extraSpendUsd: 0,
        extraRevenueUsd: 0,
        netUsd: 0,
        revenueEstimated: false,
      },
    ]);
    expect(report.totals).toEqual({
      actions: 4,
      actionsByType: { pause: 1, notify: 1, increase_budget: 1, duplicate: 1 },
      spendAvoidedUsd: 40,
      extraSpendUsd: 48.34,
      extraRevenueUsd: 50,
      netUsd: 1.66,
      revenueEstimated: true,
    });
    expect(report.daily).toEqual([
      { day: '2026-06-04', netUsd: 0, spendAvoidedUsd: 0 },
      { day: '2026-06-05', netUsd: 0, spendAvoidedUsd: 20 },
      { day: '2026-06-06', netUsd: 0, spendAvoidedUsd: 20 },
      { day: '2026-06-07', netUsd: 10, spendAvoidedUsd: 0 },
      // (20-15) - (31-10) for the raise, 20 - 12.34 for the copy.
      { day: '2026-06-08', netUsd: -8.34, spendAvoidedUsd: 0 },
    ]);
  });

  it('ends a pause on the first later day with spend, and a raise at the next budget change', () => {
    const days = series({
      A: { '2026-06-01': [9, 0], '2026-06-02': [9, 0], '2026-06-03': [9, 0], '2026-06-06': [4, 0] },
      B: { '2026-06-01': [6, 3], '2026-06-02': [6, 3], '2026-06-03': [6, 3], '2026-06-05': [10, 9] },
    });
    const report = summarizeImpact({ range, today, series: days }, [
      ruleLogEntry('2026-06-04T16:00:00.000Z', { campaignId: 'A' }),
      ruleLogEntry('2026-06-04T16:00:00.000Z', { campaignId: 'B', action: raise }),
      ruleLogEntry('2026-06-06T16:00:00.000Z', {
        campaignId: 'B',
        action: { type: 'decrease_budget', percent: 20 },
      }),
    ]);
    // A: activated by hand (spend on 06-06), so only 06-05 avoided 9. B: only 06-05, 10-6 spent, 9-3 earned.
    expect(report.totals).toMatchObject({
      spendAvoidedUsd: 9,
      extraSpendUsd: 4,
      extraRevenueUsd: 6,
      netUsd: 2,
    });
  });

  it('counts only whole days: today and the days after it add nothing', () => {
    const days = series({ A: { '2026-06-01': [3, 0], '2026-06-02': [3, 0], '2026-06-03': [3, 0] } });
    const report = summarizeImpact({ range, today: '2026-06-07', series: days }, [
      ruleLogEntry('2026-06-04T16:00:00.000Z', { campaignId: 'A' }),
    ]);
    // 06-05 and 06-06 are whole; 06-07 (today) and 06-08 are not yet.
    expect(report.totals.spendAvoidedUsd).toBe(6);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/insights/insights-formulas';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import { NO_GUARDRAILS } from '#shared/schemas/meta-rule-guardrails';
import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import { ruleServiceWithFakes, throttled } from '#tests/support/meta-rule-doubles';

// 10:00 in New York: "today" is 24 November there, the day the caps count in.
const NOW = Date.parse('2026-11-24T15:00:00Z');
const TODAY = '2026-11-24';
const MINUTE = 60_000;

let now: { value: number };
let t: ReturnType<typeof ruleServiceWithFakes>;

const outcomeOf = (response: RuleRunResponse, campaignId: string) =>
  response.outcomes.find((outcome) => outcome.campaignId === campaignId);
const scaleBy = (increasePercent: number) =>
  t.create({
    ...RULE_TEMPLATE_DEFINITIONS.scale_winners.build({
      roiAbove: 150,
      days: 3,
      increasePercent,
      budgetCeiling: 1000,
    }),
    cooldownMinutes: 0,
  });

beforeEach(() => {
  now = { value: NOW };
  t = ruleServiceWithFakes(now, TODAY);
  t.insights.data.state = { lastRefreshedAt: new Date(NOW - 5 * MINUTE).toISOString(), pending: [] };
  // Two winners of account 100 at $20 a day (ROI 200% over the last 3 days).
  for (const [id, name] of [
    ['7', 'kw_a_7'],
    ['8', 'kw_b_8'],
  ] as const) {
    for (const day of [addDays(TODAY, -2), addDays(TODAY, -1), TODAY])
      t.insights.campaign(id, name, { spend: 10, revenue: 20, day });
    t.graph.addCampaign(id, name, 20);
  }
});

describe("an ad account's caps on the rules' budget raises", () => {
  it('raises within the daily cap, then skips the raise that would pass it and tells the team once', async () => {
    t.caps.saved.set('100', { ...NO_GUARDRAILS, maxDailyIncreaseUsd: 15 });
    const rule = await scaleBy(50);
    const first = await t.service.run(rule.id, false, 'ann@example.com');
    // kw_a_7 first by name: +$10 fits; kw_b_8's +$10 would make $20 of $15.
    expect(outcomeOf(first, '7')).toMatchObject({ status: 'applied', after: { dailyBudget: 30 } });
    expect(outcomeOf(first, '8')).toMatchObject({ status: 'skipped', before: { dailyBudget: 20 } });
    expect(outcomeOf(first, '8')?.reason).toMatch(
      /^Skipped: cap\. Adding \$10\.00 to daily budgets would pass the account's cap of \$15\.00 a day \(\$10\.00 added today\)\. Conditions held/,
    );
    expect(t.graph.budgetOf('8')).toBe(20);
    expect(await t.caps.usage.used('100', TODAY)).toEqual({ increaseUsd: 10, copies: 0 });
    expect(t.stores.log.map((entry) => entry.message.slice(0, 13))).toContain('Skipped: cap.');

    await t.service.run(rule.id, false, 'ann@example.com');
    expect(t.caps.raised).toHaveLength(1);
    expect(t.caps.raised[0]).toMatchObject({
      kind: 'rule_cap',
      title: 'Ad account 100 reached its daily budget increase cap',
      conditionKey: `rule-cap#100#daily_increase#${TODAY}`,
    });
    // The next day (New York's) starts empty: kw_a_7's +$15 fits exactly, kw_b_8's +$10 then would not.
    now.value += 24 * 60 * MINUTE;
    t.insights.data.state.lastRefreshedAt = new Date(now.value - MINUTE).toISOString();
    const next = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(next, '7')).toMatchObject({ status: 'applied', after: { dailyBudget: 45 } });
    expect(outcomeOf(next, '8')?.reason).toContain('($15.00 added today)');
    expect(t.caps.raised.map((n) => n.conditionKey)).toEqual([
      `rule-cap#100#daily_increase#${TODAY}`,
      `rule-cap#100#daily_increase#${addDays(TODAY, 1)}`,
    ]);
  });

  it('skips a budget above the per-campaign cap, whatever the daily room', async () => {
    t.caps.saved.set('100', { ...NO_GUARDRAILS, maxCampaignBudgetUsd: 25 });
    const rule = await scaleBy(50);
    const run = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(run, '7')?.reason).toMatch(
      /^Skipped: cap\. Daily budget \$30\.00 would pass the account's cap of \$25\.00 per campaign/,
    );
    expect(t.graph.budgetOf('7')).toBe(20);
    expect(t.graph.state.writes).toBe(0);
  });

  it('a dry run says the cap would skip it and takes nothing', async () => {
    t.caps.saved.set('100', { ...NO_GUARDRAILS, maxDailyIncreaseUsd: 5 });
    const rule = await scaleBy(50);
    const dry = await t.service.run(rule.id, true, 'ann@example.com');
    expect(outcomeOf(dry, '7')?.reason).toMatch(/^Skipped: cap\./);
    expect(await t.caps.usage.used('100', TODAY)).toEqual({ increaseUsd: 0, copies: 0 });
    expect(t.caps.raised).toEqual([]);
  });

  it('gives the reservation back when Meta refuses the raise, and counts a budget cut as nothing', async () => {
    t.caps.saved.set('100', { ...NO_GUARDRAILS, maxDailyIncreaseUsd: 100 });
    const rule = await scaleBy(50);
    t.graph.state.refuseNext = throttled();
    const refused = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(refused, '7')?.status).toBe('failed');
    // kw_a_7's $10 is given back: what stays used is kw_b_8's raise alone.
    expect(outcomeOf(refused, '8')?.status).toBe('applied');
    expect(await t.caps.usage.used('100', TODAY)).toEqual({ increaseUsd: 10, copies: 0 });
    const cut = await t.create({
      ...RULE_TEMPLATE_DEFINITIONS.scale_winners.build({
        roiAbove: 150,
        days: 3,
        increasePercent: 10,
        budgetCeiling: 1000,
      }),
      action: { type: 'decrease_budget', percent: 50 },
      cooldownMinutes: 0,
    });
    expect(outcomeOf(await t.service.run(cut.id, false, 'ann@example.com'), '8')?.status).toBe('applied');
    expect(await t.caps.usage.used('100', TODAY)).toEqual({ increaseUsd: 10, copies: 0 });
  });
});

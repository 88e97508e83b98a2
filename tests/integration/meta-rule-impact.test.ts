import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysOf } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { RuleImpactResponse } from '#shared/schemas/meta-rule-impact';
import type { RuleAction } from '#shared/schemas/meta-rules';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { expectStatus, startRuleStack } from '#tests/support/meta-rule-stack';
import { ruleLogEntry } from '#tests/support/rule-log-builder';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { addUser } from '#tests/support/user-builder';
import { createRuleLogStore } from '../../functions/src/adapters/dynamodb/meta-rule-log-store';

/**
 * A scripted week on the Graph and Snowflake sandboxes, the clock on Wednesday 10 June 2026, 11:30 in New
 * York: a stop-loss paused a campaign on 4 June (noon) until an undo on 7 June; a scaling rule raised
 * another's budget on 6 June and copied it on 8 June. The sandboxes deliver (and earn) only while active.
 */
let stack: Awaited<ReturnType<typeof startRuleStack>>;
const ids = { paused: '', raised: '', copy: '' };
const week = { since: '2026-06-04', until: '2026-06-10' };
const stopLoss = { ruleId: 'r-stop', ruleName: 'Stop-loss' };
const scale = { ruleId: 'r-scale', ruleName: 'Scale winners' };

const impact = (query: string, cookie?: string) => stack.call('GET', `/impact?${query}`, undefined, cookie);

async function campaign(channel: string, history: { at: string; status: string }[]) {
  const { t, graph } = stack;
  const account = `act_${t.stack.sandbox.meta.adAccount.id}`;
  const created = await graph.post<{ id: string }>(
    `${account}/campaigns`,
    campaignParams({ name: `kw_rule_impact_${channel}` }),
  );
  await graph.post(`${account}/adsets`, adSetParams(created.id, { name: channel, daily_budget: 2000 }));
  await t.stack.sandbox.metaControls.setStatusHistory(created.id, history);
  return created.id;
}

/** Each day's spend and revenue per campaign as the insights screen reports that one day. */
async function insightsByDay() {
  const byDay = new Map<string, Map<string, { spend: number; revenue: number; estimated: boolean }>>();
  for (const day of daysOf({ since: '2026-06-01', until: '2026-06-09' })) {
    const { insights } = await expectStatus<EnrichedInsightsResponse>(
      await stack.t.call('GET', `/api/meta/enriched-insights?since=${day}&until=${day}`, {
        cookie: stack.admin,
      }),
      200,
    );
    byDay.set(
      day,
      new Map(
        insights.map((row) => [
          row.campaign_id,
          { spend: row.spend, revenue: row.revenue, estimated: row.estimated_revenue > 0 },
        ]),
      ),
    );
  }
  return (campaignId: string, day: string) =>
    byDay.get(day)?.get(campaignId) ?? { spend: 0, revenue: 0, estimated: false };
}

beforeAll(async () => {
  stack = await startRuleStack();
  const tenDaysAgo = new Date(TEST_NOW_MS - 10 * 86_400_000).toISOString();
  ids.paused = await campaign('channel_00041', [
    { at: tenDaysAgo, status: 'ACTIVE' },
    { at: '2026-06-04T16:00:00.000Z', status: 'PAUSED' },
    { at: '2026-06-07T14:00:00.000Z', status: 'ACTIVE' },
  ]);
  ids.raised = await campaign('channel_00042', [{ at: tenDaysAgo, status: 'ACTIVE' }]);
  ids.copy = await campaign('channel_00043', [{ at: '2026-06-08T13:00:00.000Z', status: 'ACTIVE' }]);
  const raise: RuleAction = { type: 'increase_budget', percent: 50 };
  await createRuleLogStore(stack.t.stack.table).append([
    // Before the week: not counted.
    ruleLogEntry('2026-06-02T16:00:00.000Z', { ...stopLoss, campaignId: ids.raised }),
    ruleLogEntry('2026-06-04T16:00:00.000Z', { ...stopLoss, campaignId: ids.paused }),
    // A dry run changed nothing: not counted.
    ruleLogEntry('2026-06-05T16:00:00.000Z', { ...scale, campaignId: ids.raised, dryRun: true }),
    ruleLogEntry('2026-06-06T15:00:00.000Z', {
      ...scale,
      campaignId: ids.raised,
      action: raise,
      before: { dailyBudget: 20 },
      after: { dailyBudget: 30 },
    }),
    ruleLogEntry('2026-06-07T14:00:00.000Z', {
      ...stopLoss,
      campaignId: ids.paused,
      status: 'undone',
      action: { type: 'activate' },
      actor: 'admin@example.com',
    }),
    ruleLogEntry('2026-06-08T13:00:00.000Z', {
      ...scale,
      campaignId: ids.raised,
      action: { type: 'duplicate' } as unknown as RuleAction,
      after: { campaignId: ids.copy } as never,
    }),
  ]);
  await stack.refresh();
}, 120_000);
afterAll(() => stack.t.close());

describe('the impact report for a scripted week', () => {
  it('estimates what each rule did from the sandboxes’ days, as documented in decision 058', async () => {
    const figures = await insightsByDay();
    const avg = (id: string, day: string, key: 'spend' | 'revenue') =>
      [1, 2, 3].reduce((sum, back) => sum + figures(id, addDays(day, -back))[key], 0) / 3;
    // The sandbox stopped the paused campaign's delivery on the whole days it stayed paused.
    expect(figures(ids.paused, '2026-06-05').spend).toBe(0);
    expect(figures(ids.paused, '2026-06-07').spend).toBeGreaterThan(0);
    const avoided = 2 * avg(ids.paused, '2026-06-04', 'spend');
    expect(avoided).toBeGreaterThan(0);
    // The raise: 7, 8 and 9 June (today is not whole) against the 3 days before 6 June; the copy from 8 June.
    const raiseDays = ['2026-06-07', '2026-06-08', '2026-06-09'];
    const copyDays = ['2026-06-08', '2026-06-09'];
    const sum = (id: string, days: string[], key: 'spend' | 'revenue') =>
      days.reduce((total, day) => total + figures(id, day)[key], 0);
    const extraSpend =
      sum(ids.raised, raiseDays, 'spend') -
      3 * avg(ids.raised, '2026-06-06', 'spend') +
      sum(ids.copy, copyDays, 'spend');
    const extraRevenue =
      sum(ids.raised, raiseDays, 'revenue') -
      3 * avg(ids.raised, '2026-06-06', 'revenue') +
      sum(ids.copy, copyDays, 'revenue');
    // The copy's channel earns in the Snowflake sandbox, so revenue is part of the check.
    expect(sum(ids.copy, copyDays, 'revenue')).toBeGreaterThan(0);
    const estimated = [...raiseDays, '2026-06-03', '2026-06-04', '2026-06-05'].some(
      (day) => figures(ids.raised, day).estimated || figures(ids.copy, day).estimated,
    );

    const report = await expectStatus<RuleImpactResponse>(
      await impact(`since=${week.since}&until=${week.until}`),
      200,
    );

    expect(report).toMatchObject({ ...week, totals: { actions: 3, revenueEstimated: estimated } });
    expect(report.totals.actionsByType).toEqual({ pause: 1, increase_budget: 1, duplicate: 1 });
    expect(report.totals.spendAvoidedUsd).toBeCloseTo(avoided, 2);
    expect(report.totals.extraSpendUsd).toBeCloseTo(extraSpend, 2);
    expect(report.totals.extraRevenueUsd).toBeCloseTo(extraRevenue, 2);
    expect(report.totals.netUsd).toBeCloseTo(extraRevenue - extraSpend, 2);
    expect(report.rules.map(({ name, actions }) => [name, actions])).toEqual([
      ['Scale winners', 2],
      ['Stop-loss', 1],
    ]);
    expect(report.rules[1]?.spendAvoidedUsd).toBeCloseTo(avoided, 2);
    expect(report.daily.map((day) => day.day)).toEqual(daysOf(week));
    expect(report.daily.find((day) => day.day === '2026-06-05')?.spendAvoidedUsd).toBeCloseTo(avoided / 2, 2);
    // Today is not over: nothing on it yet.
    expect(report.daily.at(-1)).toEqual({ day: '2026-06-10', netUsd: 0, spendAvoidedUsd: 0 });
  });

  it('a viewer may read it', async () => {
    const viewer = await addUser(stack.t, stack.admin, { role: 'viewer' });
    const cookie = await stack.t.signIn(viewer.email, viewer.password);
    await expectStatus(await impact(`since=${week.since}&until=${week.until}`, cookie), 200);
  });

  it('answers 400 with a message for a bad range', async () => {
    const message = async (query: string) =>
      (await expectStatus<{ message: string }>(await impact(query), 400)).message;
    expect(await message('since=2026-06-10&until=2026-06-04')).toContain(
      'The start date must not be after the end date',
    );
    expect(await message('since=2026-02-30&until=2026-06-04')).toContain('Expected a date as yyyy-MM-dd');
    expect(await message('since=2026-01-01&until=2026-06-04')).toContain(
      'The range must not be longer than 90 days',
    );
    expect(await message('until=2026-06-04')).toContain('since');
  });
});

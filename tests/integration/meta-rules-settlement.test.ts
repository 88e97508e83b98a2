import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn, dayStartMs, roundUsd } from '#shared/insights/insights-formulas';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import type { EnrichedInsight, EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { RuleLogResponse, RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import type { RevenueEstimatesResponse } from '#shared/schemas/revenue-estimates';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import type { MetaGraphClient } from '../../functions/src/ports/meta-graph';
import {
  SANDBOX_CAMPAIGN_CHANNELS,
  SANDBOX_CHANNELS,
  sandboxRevenue,
  sandboxRevenueAt,
  sandboxSettledAt,
} from '../../infra/local/sandbox/snowflake/revenue-data';

const HOUR_MS = 3_600_000;
// The stack's clock (the app's and every sandbox's), moved by the tests within one day in New York.
const today = dayIn(TEST_NOW_MS);
const yesterday = addDays(today, -1);
/** 09:00 in New York: yesterday's revenue is still an estimate (the sandbox settles it at noon). */
const MORNING = dayStartMs(today) + 9 * HOUR_MS;
/** 13:00: yesterday is final. */
const AFTERNOON = dayStartMs(today) + 13 * HOUR_MS;
let now = MORNING;

let t: TestStack;
let admin: string;
let graph: MetaGraphClient;
/** Two sandbox channels that earned revenue yesterday: a campaign on each. */
const channels = SANDBOX_CAMPAIGN_CHANNELS.filter(
  (channel) => sandboxRevenue(channel, yesterday).revenue > 0,
).slice(0, 2) as [string, string];
const campaignIds: string[] = [];

async function expectStatus<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
const rules = (method: string, path: string, body?: unknown) =>
  t.call(method, `/api/meta/rules${path}`, { cookie: admin, body });
const refresh = async () =>
  expect(
    (
      await expectStatus<{ status: string }>(
        await t.call('POST', '/api/meta/insights/refresh', { cookie: admin }),
        200,
      )
    ).status,
  ).toBe('done');
async function yesterdayRow(campaignId: string): Promise<EnrichedInsight> {
  const answer = await expectStatus<EnrichedInsightsResponse>(
    await t.call('GET', `/api/meta/enriched-insights?since=${yesterday}&until=${yesterday}`, {
      cookie: admin,
    }),
    200,
  );
  return answer.insights.find((row) => row.campaign_id === campaignId) as EnrichedInsight;
}
const run = async (ruleId: string) =>
  (await expectStatus<RuleRunResponse>(await rules('POST', `/${ruleId}/run`, { dryRun: false }), 200))
    .outcomes[0];
const logOf = async (ruleId: string) =>
  (await expectStatus<RuleLogResponse>(await rules('GET', `/log?ruleId=${ruleId}`), 200)).entries;

beforeAll(async () => {
  t = await startTestStack({ clock: { now: () => now } });
  admin = await t.signIn();
  await expectStatus(await t.call('POST', '/api/meta/use-sandbox', { cookie: admin }), 200);
  graph = await t.stack.deps.metaAccess.client();
  const account = `act_${t.stack.sandbox.meta.adAccount.id}`;
  const activeSince = new Date(TEST_NOW_MS - 10 * 86_400_000).toISOString();
  for (const [index, channel] of channels.entries()) {
    const campaign = await graph.post<{ id: string }>(
      `${account}/campaigns`,
      campaignParams({ name: `kw_settle_boots_0030${index}` }),
    );
    await graph.post(`${account}/adsets`, adSetParams(campaign.id, { name: channel, daily_budget: 2000 }));
    await t.stack.sandbox.metaControls.setStatusHistory(campaign.id, [{ at: activeSince, status: 'ACTIVE' }]);
    await graph.post(campaign.id, { status: 'ACTIVE' });
    campaignIds.push(campaign.id);
  }
  await refresh();
}, 120_000);
afterAll(() => t.close());

describe('rules on estimated and final revenue (fixed clock, Snowflake sandbox)', () => {
  it('the sandbox settles yesterday at noon, between the two clock readings', () => {
    expect(sandboxSettledAt(yesterday)).toBeGreaterThan(MORNING);
    expect(sandboxSettledAt(yesterday)).toBeLessThanOrEqual(AFTERNOON);
  });

  it('a stop-loss acts on yesterday’s estimate and the log says the revenue included it', async () => {
    const campaignId = campaignIds[1] as string;
    const row = await yesterdayRow(campaignId);
    // The estimate, below what the day will settle at.
    expect(row.revenue).toBeLessThan(sandboxRevenue(channels[1], yesterday).revenue);
    const roi = Number.parseFloat(row.roi);
    const rule = await expectStatus<Rule>(
      await rules('POST', '', {
        ...RULE_TEMPLATE_DEFINITIONS.stop_loss.build({
          spendAbove: Math.floor(row.spend * 100 - 1) / 100,
          roiBelow: Math.ceil(roi) + 1,
          window: 'yesterday',
        }),
        scope: { kind: 'campaigns', campaignIds: [campaignId] },
        enabled: false,
      }),
      201,
    );

    const outcome = await run(rule.id);

    expect(outcome).toMatchObject({
      status: 'applied',
      after: { status: 'PAUSED' },
      revenueData: { basis: 'all_days', estimatedDays: [yesterday] },
    });
    expect(outcome?.reason).toContain(`Revenue: includes estimates (${yesterday})`);
    const [entry] = await logOf(rule.id);
    expect(entry).toMatchObject({
      status: 'applied',
      revenueData: { basis: 'all_days', estimatedDays: [yesterday] },
    });
  });

  it('a scale-winners rule does nothing on an estimated day and says why, then acts once it is final', async () => {
    const campaignId = campaignIds[0] as string;
    const row = await yesterdayRow(campaignId);
    const roi = Number.parseFloat(row.roi);
    const rule = await expectStatus<Rule>(
      await rules('POST', '', {
        ...RULE_TEMPLATE_DEFINITIONS.scale_winners.build({
          roiAbove: Math.floor(roi) - 1,
          days: 3,
          increasePercent: 20,
          budgetCeiling: 1000,
        }),
        window: 'yesterday',
        scope: { kind: 'campaigns', campaignIds: [campaignId] },
        enabled: false,
      }),
      201,
    );
    const updates = t.stack.sandbox.callCounts()['meta:update'] ?? 0;

    const waiting = await run(rule.id);

    expect(waiting).toMatchObject({
      status: 'skipped',
      revenueData: { basis: 'final_days', estimatedDays: [yesterday] },
    });
    expect(waiting?.reason).toMatch(
      new RegExp(
        `^Waiting for final revenue: ${yesterday} is still estimated and an action that spends more counts final days only\\. Conditions held: ROI`,
      ),
    );
    expect(t.stack.sandbox.callCounts()['meta:update'] ?? 0).toBe(updates);
    // A person's run records it, with the data it read.
    expect((await logOf(rule.id))[0]).toMatchObject({
      status: 'skipped',
      revenueData: { basis: 'final_days', estimatedDays: [yesterday] },
    });

    now = AFTERNOON;
    await refresh();
    const settled = await yesterdayRow(campaignId);
    expect(settled.revenue).toBe(sandboxRevenue(channels[0], yesterday).revenue);

    const acted = await run(rule.id);

    expect(acted).toMatchObject({
      status: 'applied',
      before: { dailyBudget: 20 },
      after: { dailyBudget: 24 },
      revenueData: { basis: 'all_days', estimatedDays: [] },
    });
  });

  it('the estimate-versus-final report matches the sandbox’s own function', async () => {
    // Runs after the clock moved to the afternoon: yesterday was first seen at 09:00 and is final now.
    expect(now).toBe(AFTERNOON);
    const sum = (amounts: number[]) => roundUsd(amounts.reduce((total, amount) => total + amount, 0));
    const firstEstimate = sum(
      SANDBOX_CHANNELS.map((channel) => sandboxRevenueAt(channel, yesterday, MORNING).revenue),
    );
    const final = sum(SANDBOX_CHANNELS.map((channel) => sandboxRevenue(channel, yesterday).revenue));
    const todayFirst = sum(
      SANDBOX_CHANNELS.map((channel) => sandboxRevenueAt(channel, today, MORNING).revenue),
    );
    const todayNow = sum(
      SANDBOX_CHANNELS.map((channel) => sandboxRevenueAt(channel, today, AFTERNOON).revenue),
    );

    const report = await expectStatus<RevenueEstimatesResponse>(
      await t.call('GET', `/api/meta/revenue-estimates?since=${addDays(today, -5)}&until=${today}`, {
        cookie: admin,
      }),
      200,
    );

    // The older days were final when the store first saw them: nothing to compare.
    expect(report.days.map((day) => day.day)).toEqual([yesterday, today]);
    expect(report.days[0]).toEqual({
      day: yesterday,
      final: true,
      firstEstimate,
      revenue: final,
      difference: roundUsd(final - firstEstimate),
      differencePercent: Math.round(((final - firstEstimate) / firstEstimate) * 10_000) / 100,
      channels: SANDBOX_CHANNELS.length,
    });
    expect(report.days[1]).toMatchObject({
      day: today,
      final: false,
      firstEstimate: todayFirst,
      revenue: todayNow,
    });
    expect(firstEstimate).toBeLessThan(final);
    const refused = await t.call('GET', `/api/meta/revenue-estimates?since=${today}&until=${yesterday}`, {
      cookie: admin,
    });
    expect(refused.status).toBe(400);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayIn, presetRange } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse, InsightsRefreshResponse } from '#shared/schemas/meta-insights';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createInsightsStore } from '../../functions/src/adapters/dynamodb/insights/insights-store';
import { createInsightsRefresh } from '../../functions/src/domain/meta/insights-refresh/insights-refresh';
import { createMetaAccess } from '../../functions/src/domain/meta/meta-access';
import { createMetaCredentialsStore } from '../../functions/src/domain/meta/meta-credentials-store';
import { createMetaGraphClient } from '../../functions/src/providers/meta/meta-graph-client';
import { campaignDayInsights } from '../../infra/local/sandbox/meta-graph/insights-data';

let t: TestStack;
let cookie: string;
const campaigns: { id: string; channel: string }[] = [];
const last30 = () => presetRange('last30', TEST_NOW_MS);

async function read(range: { since: string; until: string }) {
  const response = await t.call(
    'GET',
    `/api/meta/enriched-insights?since=${range.since}&until=${range.until}`,
    {
      cookie,
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EnrichedInsightsResponse;
}

async function refresh() {
  const response = await t.call('POST', '/api/meta/insights/refresh', { cookie });
  return { status: response.status, body: (await response.json()) as InsightsRefreshResponse };
}

/** What the sandbox delivered for a campaign over a range: it has been ACTIVE since before the range. */
function expectedTotals(campaignId: string, range: { since: string; until: string }) {
  let spend = 0;
  let impressions = 0;
  let clicks = 0;
  for (let day = range.since; day <= range.until; day = addDays(day, 1)) {
    const figures = campaignDayInsights(campaignId, day);
    spend += figures.spend;
    impressions += figures.impressions;
    clicks += figures.clicks;
  }
  return { spend: Math.round(spend * 100) / 100, impressions, clicks };
}

beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
  expect((await t.call('POST', '/api/meta/use-sandbox', { cookie })).status).toBe(200);
  const client = await t.stack.deps.metaAccess.client();
  const account = `act_${t.stack.sandbox.meta.adAccount.id}`;
  const activeSince = new Date(TEST_NOW_MS - 40 * 86_400_000).toISOString();
  for (const [index, bidCap] of [undefined, 150, undefined].entries()) {
    const channel = `channel_0010${index}`;
    const campaign = await client.post<{ id: string }>(
      `${account}/campaigns`,
      campaignParams({ name: `kw_trail_shoes_0010${index}` }),
    );
    await client.post(
      `${account}/adsets`,
      adSetParams(campaign.id, {
        name: channel,
        daily_budget: 1250,
        ...(bidCap ? { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: bidCap } : {}),
      }),
    );
    await t.stack.sandbox.metaControls.setStatusHistory(campaign.id, [{ at: activeSince, status: 'ACTIVE' }]);
    campaigns.push({ id: campaign.id, channel });
  }
}, 120_000);
afterAll(() => t.close());
beforeEach(() => t.stack.sandbox.setKnobs({}));

describe('GET /api/meta/enriched-insights', () => {
  it('refuses missing, impossible, reversed and over-long ranges with a readable message', async () => {
    const today = dayIn(TEST_NOW_MS);
    const cases = [
      '',
      `?since=${today}`,
      '?since=2026-02-30&until=2026-03-01',
      `?since=${today}&until=${addDays(today, -1)}`,
      `?since=${addDays(today, -90)}&until=${today}`,
    ];
    for (const query of cases) {
      const response = await t.call('GET', `/api/meta/enriched-insights${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toMatch(/\w/);
    }
    const reversed = await t.call('GET', `/api/meta/enriched-insights${cases[3]}`, { cookie });
    expect(((await reversed.json()) as { message: string }).message).toContain(
      'The start date must not be after the end date',
    );
    // 90 days, both ends included, is the longest range.
    await read({ since: addDays(today, -89), until: today });
  });

  it('answers from the store before any refresh: no rows, no refresh time, no Meta call', async () => {
    const answer = await read(last30());
    expect(answer).toMatchObject({ insights: [], totalRevenue: 0, lastRefreshedAt: null });
    expect(t.stack.sandbox.callCounts()['meta:insights'] ?? 0).toBe(0);
  });
});

describe('the insights refresh against the Graph sandbox', () => {
  it('keeps the pages read before Meta throttles halfway, and the next run completes the range', async () => {
    // One attempt per call and pages of 30 rows: the second page's throttle ends the run at once.
    const refresh = createInsightsRefresh({
      store: createInsightsStore(t.stack.table),
      metaAccess: createMetaAccess({
        store: createMetaCredentialsStore(t.stack.secrets),
        sandbox: t.stack.sandbox.meta,
        connect: createMetaGraphClient,
        client: { retry: { maxAttempts: 1 } },
      }),
      clock: t.stack.clock,
      pageSize: 30,
    });
    t.stack.sandbox.setKnobs({ meta: { calls: { insights: { requestsPerMinute: 1 } } } });
    const stopped = await refresh.run('month');
    expect(stopped).toMatchObject({ status: 'throttled', pending: 2 });
    expect(t.stack.sandbox.callCounts()['meta:insights']).toBe(2);
    const partial = await read(last30());
    const impressions = (answer: EnrichedInsightsResponse) =>
      answer.insights.reduce((total, row) => total + row.impressions, 0);
    expect(impressions(partial)).toBeGreaterThan(0);
    expect(partial).toMatchObject({ refreshPending: true, lastRefreshedAt: null });

    t.stack.sandbox.setKnobs({});
    expect((await refresh.run('recent')).status).toBe('done');
    const full = await read(last30());
    expect(full.insights).toHaveLength(3);
    for (const { id } of campaigns)
      expect(full.insights.find((row) => row.campaign_id === id)).toMatchObject(expectedTotals(id, last30()));
    expect(impressions(full)).toBeGreaterThan(impressions(partial));
  });

  it('makes one paged insights call per ad account and range, and serves Meta’s figures from the store', async () => {
    const { status, body } = await refresh();
    expect(status).toBe(200);
    expect(body.status).toBe('done');
    const counts = t.stack.sandbox.callCounts();
    expect(counts['meta:insights']).toBe(1);
    // The ad account (currency), its ad sets and its campaigns: one paged read each.
    expect(counts['meta:read']).toBe(3);

    const answer = await read(last30());
    expect(answer.lastRefreshedAt).toBe(body.lastRefreshedAt);
    // The Snowflake sandbox's revenue came along: campaign rows plus its channels no campaign has.
    expect(answer.insights.filter((row) => row.status !== 'Snowflake Only')).toHaveLength(3);
    const revenue = answer.insights.reduce((total, row) => total + row.revenue, 0);
    expect(answer.totalRevenue).toBeCloseTo(revenue, 2);
    for (const { id, channel } of campaigns) {
      const row = answer.insights.find((insight) => insight.campaign_id === id);
      expect(row).toMatchObject({
        ...expectedTotals(id, last30()),
        channel,
        status: 'ACTIVE',
        daily_budget: 12.5,
      });
      expect(row?.keyword).toBe('trail shoes');
    }
    const capped = answer.insights.find((insight) => insight.campaign_id === campaigns[1]!.id);
    expect(capped).toMatchObject({ bid_strategy: 'BID_CAP', bid_cap: 1.5 });
    // Today alone is one day partition of the same store: one day of each campaign's figures.
    const today = await read(presetRange('today', TEST_NOW_MS));
    for (const { id } of campaigns) {
      const row = today.insights.find((insight) => insight.campaign_id === id);
      expect(row).toMatchObject(expectedTotals(id, presetRange('today', TEST_NOW_MS)));
    }
  });

  it('stops cleanly when Meta throttles, keeps what it had, and the next run resumes without losing days', async () => {
    const before = await read(last30());
    t.stack.sandbox.setKnobs({
      meta: { calls: { insights: { nextFaults: ['rate-limit'], retryAfterSeconds: 300 } } },
    });
    const throttled = await refresh();
    expect(throttled.body).toMatchObject({ status: 'throttled', pending: 2 });
    expect(throttled.body.message).toContain('Meta asked to slow down');
    const during = await read(last30());
    expect(during.insights).toEqual(before.insights);
    expect(during).toMatchObject({ lastRefreshedAt: before.lastRefreshedAt, refreshPending: true });

    // The next tick is the 15-minute one (today and yesterday): it first does the 30 days the throttle left.
    t.stack.sandbox.setKnobs({});
    const resumed = await t.stack.deps.insightsRefresh.run('recent');
    expect(resumed.status).toBe('done');
    expect(t.stack.sandbox.callCounts()['meta:insights']).toBe(1);
    const after = await read(last30());
    expect(after.refreshPending).toBe(false);
    expect(after.insights).toEqual(before.insights);
    expect(after.lastRefreshedAt! > before.lastRefreshedAt!).toBe(true);
  });

  it('answers 202 while another refresh runs', async () => {
    t.stack.sandbox.setKnobs({ meta: { latencyMs: 300 } });
    const [first, second] = await Promise.all([refresh(), refresh()]);
    expect([first.status, second.status].sort()).toEqual([200, 202]);
    expect([first.body.status, second.body.status].sort()).toEqual(['busy', 'done']);
  });

  it('joins the warehouse’s revenue through the channel, with the unmatched row', async () => {
    const range = last30();
    const [a, b] = campaigns as [(typeof campaigns)[number], (typeof campaigns)[number]];
    const rows = [
      { day: range.until, channel: a.channel, revenue: 40.5, conversions: 3, pageViews: 30, sessions: 12 },
      { day: range.since, channel: a.channel, revenue: 9.5, conversions: 1, pageViews: 5, sessions: 2 },
      {
        day: range.until,
        channel: 'channel_99999',
        revenue: 7.25,
        conversions: 1,
        pageViews: 4,
        sessions: 3,
      },
      // Outside the range: asked for, but never part of the answer's totals.
      {
        day: addDays(range.since, -1),
        channel: b.channel,
        revenue: 100,
        conversions: 5,
        pageViews: 9,
        sessions: 9,
      },
    ];
    const withRevenue = createInsightsRefresh({
      store: createInsightsStore(t.stack.table),
      metaAccess: t.stack.deps.metaAccess,
      revenue: { rows: async (since, until) => rows.filter((row) => row.day >= since && row.day <= until) },
      clock: t.stack.clock,
    });
    expect((await withRevenue.run('month')).status).toBe('done');
    const answer = await read(range);
    expect(answer.totalRevenue).toBe(57.25);
    const rowA = answer.insights.find((row) => row.campaign_id === a.id)!;
    expect(rowA).toMatchObject({ revenue: 50, conversions: 4, page_views: 35, sessions: 14 });
    expect(rowA.roi).toBe(`${((50 / rowA.spend) * 100).toFixed(2)}%`);
    expect(answer.insights.find((row) => row.campaign_id === b.id)).toMatchObject({
      revenue: 0,
      roi: '0.00%',
    });
    expect(answer.insights.at(-1)).toMatchObject({
      campaign_name: 'Revenue from non-matching campaigns',
      status: 'Snowflake Only',
      revenue: 7.25,
      spend: 0,
    });
  });
});

describe('GET /api/meta/enriched-insights/daily', () => {
  it("gives each day's spend, revenue and ROI over the rows the search keeps, in one answer", async () => {
    const range = last30();
    const [a] = campaigns as [(typeof campaigns)[number]];
    const rows = [
      { day: range.until, channel: a.channel, revenue: 40.5, conversions: 3, pageViews: 30, sessions: 12 },
      {
        day: range.until,
        channel: 'channel_99999',
        revenue: 7.25,
        conversions: 1,
        pageViews: 4,
        sessions: 3,
      },
    ];
    const withRevenue = createInsightsRefresh({
      store: createInsightsStore(t.stack.table),
      metaAccess: t.stack.deps.metaAccess,
      revenue: { rows: async (since, until) => rows.filter((row) => row.day >= since && row.day <= until) },
      clock: t.stack.clock,
    });
    expect((await withRevenue.run('month')).status).toBe('done');
    const daily = async (query: Record<string, string>) => {
      const response = await t.call(
        'GET',
        `/api/meta/enriched-insights/daily?${new URLSearchParams({ ...range, ...query })}`,
        { cookie },
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const daySpend = (ids: string[], day: string) =>
      Math.round(
        ids.reduce((total, id) => total + expectedTotals(id, { since: day, until: day }).spend, 0) * 100,
      ) / 100;

    const all = (await daily({})).body as {
      days: { day: string; spend: number; revenue: number; roi: number }[];
    };
    expect(all.days.map((entry) => entry.day)).toEqual(
      Array.from({ length: 30 }, (_, index) => addDays(range.since, index)),
    );
    const lastDay = all.days.at(-1)!;
    const spend = daySpend(
      campaigns.map((campaign) => campaign.id),
      range.until,
    );
    // Under All, the day's unmatched warehouse revenue counts as the screen's non-matching row does.
    // Today is not final (settled by age, 48 hours after it ends): all of its revenue is an estimate.
    expect(lastDay).toEqual({
      day: range.until,
      spend,
      revenue: 47.75,
      roi: (47.75 / spend) * 100,
      estimatedRevenue: 47.75,
    });
    expect(all.days[0]).toMatchObject({ revenue: 0, roi: 0 });

    const searched = (await daily({ search: 'TRAIL_SHOES_00100' })).body as typeof all;
    expect(searched.days.at(-1)).toMatchObject({ spend: daySpend([a.id], range.until), revenue: 40.5 });

    const refused = await daily({ status: 'DELETED' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^status: /);
  });
});

/**
 * Insights request cost (docs/design-rules.md, "Budgets"): p95 of `GET /api/meta/enriched-insights` for
 * Last 30 Days at 2,000 campaigns against 20 campaigns and against Today, with the Graph sandbox's latency
 * at 0 and at 3 s.
 * Goals: at most 1.1 between the two latencies (the request never waits on Meta), at most 3 between 2,000
 * and 20 campaigns. Run: `npx tsx tests/bench/insights.ts` (about 8 minutes on 2 busy cores;
 * `BENCH_CAMPAIGNS=500 BENCH_SAMPLES=20` for a quicker look).
 *
 * Two local stacks (dynalite, the Graph sandbox with its credentials saved) get their insights store
 * filled with the sandbox's own daily figures (`campaignDayInsights`) and warehouse rows for every other
 * channel, written through the store the refresh writes with; requests go through the whole app,
 * interleaving every case in each round so machine load weighs on all alike, and checking that no request
 * reached the Meta or Snowflake sandbox.
 */
import { addDays, type DayRange, daysOf, presetRange } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createInsightsStore } from '../../functions/src/adapters/dynamodb/insights/insights-store';
import type { CampaignDay, CampaignSnapshot } from '../../functions/src/ports/insights-store';
import { campaignDayInsights } from '../../infra/local/sandbox/meta-graph/insights-data';

const SMALL = 20;
const LARGE = Number(process.env.BENCH_CAMPAIGNS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const WARM_UP = 10;
const LATENCIES_MS = [0, 3000];

async function startSeeded(campaigns: number) {
  const t = await startTestStack();
  const cookie = await t.signIn();
  const sandbox = await t.call('POST', '/api/meta/use-sandbox', { cookie });
  if (sandbox.status !== 200) throw new Error(`use-sandbox: ${sandbox.status}`);
  const store = createInsightsStore(t.stack.table);
  const range = presetRange('last30', Date.now());
  const ids = Array.from({ length: campaigns }, (_, k) => `1202100${String(k).padStart(8, '0')}`);
  const now = new Date().toISOString();
  const snapshots: CampaignSnapshot[] = ids.map((campaignId, k) => ({
    campaignId,
    accountId: t.stack.sandbox.meta.adAccount.id,
    name: `kw_bench_keyword_${k}_${String(k).padStart(5, '0')}`,
    status: k % 4 === 0 ? 'PAUSED' : 'ACTIVE',
    objective: 'OUTCOME_TRAFFIC',
    bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    dailyBudget: 20,
    channel: `channel_${String(k).padStart(5, '0')}`,
    refreshedAt: now,
  }));
  await store.putSnapshots(snapshots);
  for (const day of daysOf(range)) {
    const rows: CampaignDay[] = ids.map((campaignId, k) => {
      const figures = campaignDayInsights(campaignId, day);
      return {
        day,
        campaignId,
        accountId: t.stack.sandbox.meta.adAccount.id,
        campaignName: snapshots[k]!.name,
        spend: figures.spend,
        impressions: figures.impressions,
        clicks: figures.clicks,
        linkClicks: figures.inlineLinkClicks,
        results: figures.inlineLinkClicks,
        conversions: figures.purchases,
      };
    });
    await store.putCampaignDays(rows);
  }
  // Warehouse rows for every other channel, and some on channels no campaign has.
  const revenue = daysOf(range).flatMap((day) =>
    snapshots
      .filter((_, k) => k % 2 === 0)
      .map((snapshot, k) => ({
        day,
        channel: k % 10 === 0 ? `channel_9${String(k).padStart(4, '0')}` : snapshot.channel!,
        revenue: 5 + (k % 7),
        conversions: 1 + (k % 3),
        pageViews: 20,
        sessions: 9,
        final: true,
      })),
  );
  await store.replaceRevenue(range, revenue);
  console.log(
    `${campaigns} campaigns seeded (${campaigns * 30} campaign days, ${revenue.length} revenue rows)`,
  );
  return { t, cookie };
}

async function time(stack: { t: TestStack; cookie: string }, range: DayRange, campaigns: number) {
  const started = performance.now();
  const response = await stack.t.call(
    'GET',
    `/api/meta/enriched-insights?since=${range.since}&until=${range.until}`,
    {
      cookie: stack.cookie,
    },
  );
  const body = (await response.json()) as EnrichedInsightsResponse;
  const elapsed = performance.now() - started;
  if (response.status !== 200 || body.insights.length < campaigns) {
    throw new Error(`unexpected answer ${response.status}: ${body.insights?.length} rows`);
  }
  return elapsed;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const small = await startSeeded(SMALL);
const large = await startSeeded(LARGE);
const ranges = {
  'Last 30 Days': presetRange('last30', Date.now()),
  Today: presetRange('today', Date.now()),
};
const p95: Record<string, number> = {};
const samples = new Map<string, number[]>();
const record = (name: string, value: number) => samples.set(name, [...(samples.get(name) ?? []), value]);
// Every case is sampled in turn, both latencies and both sizes inside each round, so a change of machine
// load over the run weighs on every case alike instead of on whichever phase it fell in.
for (let k = 0; k < WARM_UP + SAMPLES; k += 1) {
  for (const latencyMs of LATENCIES_MS) {
    for (const stack of [small, large]) stack.t.stack.sandbox.setKnobs({ meta: { latencyMs } });
    for (const [rangeName, range] of Object.entries(ranges)) {
      const a = await time(small, range, rangeName === 'Today' ? 0 : SMALL);
      const b = await time(large, range, rangeName === 'Today' ? 0 : LARGE);
      // The request must not have called Meta or the warehouse at all (counts run since setKnobs).
      for (const stack of [small, large]) {
        const upstream = Object.entries(stack.t.stack.sandbox.callCounts()).filter(
          ([call, count]) => count > 0 && /^(meta|snowflake)/.test(call),
        );
        if (upstream.length > 0) throw new Error(`the insights request called upstream: ${upstream}`);
      }
      if (k < WARM_UP) continue;
      record(`${rangeName}, ${SMALL} campaigns, Meta ${latencyMs / 1000} s`, a);
      record(`${rangeName}, ${LARGE} campaigns, Meta ${latencyMs / 1000} s`, b);
    }
  }
}
console.log(`\n${'case'.padEnd(40)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}`);
for (const [name, values] of samples) {
  values.sort((x, y) => x - y);
  p95[name] = percentile(values, 0.95);
  console.log(
    `${name.padEnd(40)} ${percentile(values, 0.5).toFixed(1).padStart(7)}ms ${p95[name]!.toFixed(1).padStart(7)}ms`,
  );
}
for (const stack of [small, large]) stack.t.stack.sandbox.setKnobs({});
const at = (range: string, size: number, latency: number) =>
  p95[`${range}, ${size} campaigns, Meta ${latency} s`]!;
const latencyRatio = at('Last 30 Days', LARGE, 3) / at('Last 30 Days', LARGE, 0);
const sizeRatio = at('Last 30 Days', LARGE, 0) / at('Last 30 Days', SMALL, 0);
const todayRatio = at('Last 30 Days', LARGE, 0) / at('Today', LARGE, 0);
console.log(
  `\np95 Meta 3 s / 0 s at ${LARGE} campaigns: ${latencyRatio.toFixed(2)} (goal <= 1.10): ${latencyRatio <= 1.1 ? 'within' : 'OVER'}`,
);
console.log(
  `p95 ${LARGE} / ${SMALL} campaigns, Last 30 Days: ${sizeRatio.toFixed(2)} (goal <= 3.00): ${sizeRatio <= 3 ? 'within' : 'OVER'}`,
);
console.log(`p95 Last 30 Days / Today at ${LARGE} campaigns: ${todayRatio.toFixed(2)} (for reference)`);
console.log(`(${addDays(ranges['Last 30 Days'].since, 0)} .. ${ranges['Last 30 Days'].until}, US Eastern)`);
await small.t.close();
await large.t.close();

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICES, priceOf } from '#shared/economics/ai-prices';
import { presetRange } from '#shared/insights/insights-formulas';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import { availableNames, campaignForm, startCampaignStack } from '#tests/support/meta-campaign-stack';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import type { TestStack } from '#tests/support/test-stack';
import { createInsightsStore } from '../../functions/src/adapters/dynamodb/insights/insights-store';
import { createInsightsRefresh } from '../../functions/src/domain/meta/insights-refresh/insights-refresh';

let t: TestStack;
let cookie: string;
let keywordId: string;
let metaCampaignId: string;
const range = presetRange('last30', TEST_NOW_MS);

/** The price table applied to the stored counters by hand: tokens per million, else images. */
function expectedCost(usage: Record<string, number>): number {
  const counts = new Map<string, Record<string, number>>();
  for (const [key, value] of Object.entries(usage)) {
    const [step, model, field] = key.split(':') as [string, string, string];
    const entry = counts.get(`${step}:${model}`) ?? {};
    entry[field] = value;
    counts.set(`${step}:${model}`, entry);
  }
  let total = 0;
  for (const [key, entry] of counts) {
    const price = priceOf(DEFAULT_AI_PRICES, key.split(':')[1]!)!;
    const tokens = (entry.inputTokens ?? 0) + (entry.outputTokens ?? 0);
    total +=
      tokens > 0 && price.inputPerMillion !== undefined
        ? ((entry.inputTokens ?? 0) * price.inputPerMillion +
            (entry.outputTokens ?? 0) * price.outputPerMillion!) /
          1e6
        : (entry.images ?? 0) * (price.perImage ?? 0);
  }
  return total;
}

async function economics(id: string, query = `since=${range.since}&until=${range.until}`) {
  return t.call('GET', `/api/keywords/${id}/economics?${query}`, { cookie });
}

beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
  const [adsetName] = await availableNames(t, cookie);
  const created = await t.call('POST', '/api/meta/campaigns', {
    cookie,
    body: campaignForm(t, keywordId, adsetName!),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  ({ campaignId: metaCampaignId } = (await created.json()) as { campaignId: string });
  // The sandbox delivers for a campaign active over the range; the warehouse reports on its channel.
  const activeSince = new Date(TEST_NOW_MS - 40 * 86_400_000).toISOString();
  await t.stack.sandbox.metaControls.setStatusHistory(metaCampaignId, [
    { at: activeSince, status: 'ACTIVE' },
  ]);
  const revenue = [
    { day: range.until, channel: adsetName!, revenue: 42.5, conversions: 3, pageViews: 9, sessions: 4 },
  ];
  const refresh = createInsightsRefresh({
    store: createInsightsStore(t.stack.table),
    metaAccess: t.stack.deps.metaAccess,
    revenue: { rows: async (since, until) => revenue.filter((row) => row.day >= since && row.day <= until) },
    clock: t.stack.clock,
  });
  expect((await refresh.run('month')).status).toBe('done');
}, 180_000);
afterAll(() => t.close());

describe('GET /api/keywords/{id}/economics', () => {
  it('costs a processed keyword what the price table makes of its recorded usage', async () => {
    const response = await economics(keywordId);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as KeywordEconomics;
    const record = await t.stack.deps.keywords.findById(keywordId);

    expect(body.aiCost.total).toBeGreaterThan(0);
    expect(body.aiCost.total).toBeCloseTo(expectedCost(record!.usage), 5);
    expect(body.aiCost.unpriced).toEqual([]);
    expect(new Set(body.aiCost.lines.map((line) => line.step))).toEqual(
      new Set(Object.keys(record!.usage).map((key) => key.split(':')[0])),
    );
    // The prompts the pipeline recorded, named after the stored prompts.
    expect(body.prompts.length).toBeGreaterThan(0);
    const promptIds: Record<string, string | undefined> = record!.promptIds;
    for (const prompt of body.prompts) {
      expect(promptIds[prompt.category]).toBe(prompt.id);
      expect(prompt.name).toBeTruthy();
    }
    expect(body.articleUrl).toBe(record!.publishedUrl);
  });

  it('shows its campaign with the same figures as the insights row, net of its AI cost', async () => {
    const body = (await (await economics(keywordId)).json()) as KeywordEconomics;
    const insights = (await (
      await t.call('GET', `/api/meta/enriched-insights?since=${range.since}&until=${range.until}`, { cookie })
    ).json()) as EnrichedInsightsResponse;
    const row = insights.insights.find((entry) => entry.campaign_id === metaCampaignId)!;

    expect(row).toMatchObject({ keyword_id: keywordId, ai_cost: body.aiCost.total, revenue: 42.5 });
    expect(row.spend).toBeGreaterThan(0);
    expect(row.net_roi).toBe(`${((42.5 / (row.spend + body.aiCost.total)) * 100).toFixed(2)}%`);
    expect(body.campaigns).toEqual([
      expect.objectContaining({
        campaignId: metaCampaignId,
        spend: row.spend,
        revenue: row.revenue,
        roi: row.roi,
        aiCost: row.ai_cost,
        netRoi: row.net_roi,
      }),
    ]);
    expect(body.totals).toEqual({ spend: row.spend, revenue: 42.5, roi: row.roi, netRoi: row.net_roi });
  });

  it('answers 404 for an unknown keyword and 400 for a bad range, with a message', async () => {
    const unknown = await economics('no-such-keyword');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Keyword not found: no-such-keyword' });

    const reversed = await economics(keywordId, `since=${range.until}&until=${range.since}`);
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { message: string }).message).toContain(
      'The start date must not be after the end date',
    );
  });
});

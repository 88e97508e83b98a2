import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRange } from '#shared/insights/insights-formulas';
import { UNMATCHED_REVENUE_ID } from '#shared/insights/unmatched-revenue';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { CampaignListResponse } from '#shared/schemas/meta-campaigns';
import type { DailyInsightsResponse, EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { SiteEconomics } from '#shared/schemas/site-economics';
import type { Site } from '#shared/schemas/sites';
import { availableNames, campaignForm, startCampaignStack } from '#tests/support/meta-campaign-stack';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import type { TestStack } from '#tests/support/test-stack';
import { createInsightsStore } from '../../functions/src/adapters/dynamodb/insights/insights-store';
import { createInsightsRefresh } from '../../functions/src/domain/meta/insights-refresh/insights-refresh';

// Two sites, a campaign for each site's keyword: the campaign list and the insights keep one site's.
let t: TestStack;
let cookie: string;
let travel: Site;
/** Meta's campaign ids and record ids, by site. */
const made: Record<'primary' | 'travel', { id: string; campaignId: string }> = {} as never;
/** The keyword each site's campaign was created from. */
const keywordOf: Record<'primary' | 'travel', string> = {} as never;
const range = presetRange('last30', TEST_NOW_MS);
const inRange = `since=${range.since}&until=${range.until}`;

async function addTravelSite() {
  const site = await t.stack.sandbox.wordpressSites.credentials('travel');
  const response = await t.call('POST', '/api/sites', {
    cookie,
    body: {
      name: 'Travel',
      wpSiteUrl: site.siteUrl,
      wpUsername: site.username,
      wpAppPassword: site.appPassword,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Site;
}

async function publishFor(siteId: string) {
  const batch = await t.call('POST', '/api/keywords/batch', {
    cookie,
    body: {
      keywords: ['lisbon weekend'],
      transactionalTagsCount: 2,
      navigationalTagsCount: 2,
      generateVariants: false,
      publishToWordPress: true,
      generateAds: true,
      siteId,
    },
  });
  expect(batch.status).toBe(201);
  const [keyword] = ((await batch.json()) as { created: KeywordSummary[] }).created;
  await t.stack.pipeline.idle();
  return keyword!.id;
}

async function createCampaign(keywordId: string, adsetName: string) {
  const response = await t.call('POST', '/api/meta/campaigns', {
    cookie,
    body: campaignForm(t, keywordId, adsetName),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string; campaignId: string };
}

const get = async <T>(path: string) => {
  const response = await t.call('GET', path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};
const listed = async (query: string) =>
  (await get<CampaignListResponse>(`/api/meta/campaigns?${query}`)).campaigns.map((row) => row.id);
const rowsOf = async (query: string) =>
  (await get<EnrichedInsightsResponse>(`/api/meta/enriched-insights?${inRange}${query}`)).insights;

beforeAll(async () => {
  ({ t, cookie, keywordId: keywordOf.primary } = await startCampaignStack());
  travel = await addTravelSite();
  keywordOf.travel = await publishFor(travel.id);
  const [primaryName, travelName] = await availableNames(t, cookie, 2);
  made.primary = await createCampaign(keywordOf.primary, primaryName!);
  made.travel = await createCampaign(keywordOf.travel, travelName!);
  // Both deliver over the range; the warehouse reports revenue on each channel and on one of no campaign.
  const activeSince = new Date(TEST_NOW_MS - 40 * 86_400_000).toISOString();
  for (const { campaignId } of Object.values(made))
    await t.stack.sandbox.metaControls.setStatusHistory(campaignId, [{ at: activeSince, status: 'ACTIVE' }]);
  const revenue = [
    { day: range.until, channel: primaryName!, revenue: 10, conversions: 1, pageViews: 2, sessions: 2 },
    { day: range.until, channel: travelName!, revenue: 30, conversions: 2, pageViews: 5, sessions: 3 },
    { day: range.until, channel: 'nobody', revenue: 7, conversions: 1, pageViews: 1, sessions: 1 },
  ];
  const refresh = createInsightsRefresh({
    store: createInsightsStore(t.stack.table),
    metaAccess: t.stack.deps.metaAccess,
    revenue: { rows: async (since, until) => revenue.filter((row) => row.day >= since && row.day <= until) },
    clock: t.stack.clock,
  });
  expect((await refresh.run('month')).status).toBe('done');
}, 240_000);
afterAll(() => t.close());

describe('the campaign list by site', () => {
  it('lists only the campaigns of the chosen site, and every campaign without a site', async () => {
    expect(await listed(`site=${travel.id}`)).toEqual([made.travel.id]);
    expect(await listed('site=primary')).toEqual([made.primary.id]);
    expect(await listed('')).toEqual([made.travel.id, made.primary.id]);
    expect(await listed('site=no-such-site')).toEqual([]);
  });

  it('applies the site with the search', async () => {
    expect(await listed(`site=${travel.id}&search=lisbon`)).toEqual([made.travel.id]);
    expect(await listed('site=primary&search=lisbon')).toEqual([]);
  });

  it('refuses an empty site with a message', async () => {
    const response = await t.call('GET', '/api/meta/campaigns?site=', { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('the insights by site', () => {
  it("keeps one site's campaign rows and totals; without a site every row and the unmatched revenue", async () => {
    const travelOnly = await get<EnrichedInsightsResponse>(
      `/api/meta/enriched-insights?${inRange}&site=${travel.id}`,
    );
    expect(travelOnly.insights.map((row) => row.campaign_id)).toEqual([made.travel.campaignId]);
    expect(travelOnly).toMatchObject({ totalRevenue: 30 });
    expect((await rowsOf('&site=primary')).map((row) => row.campaign_id)).toEqual([made.primary.campaignId]);

    const all = await get<EnrichedInsightsResponse>(`/api/meta/enriched-insights?${inRange}`);
    expect(new Set(all.insights.map((row) => row.campaign_id))).toEqual(
      new Set([made.primary.campaignId, made.travel.campaignId, UNMATCHED_REVENUE_ID]),
    );
    expect(all.totalRevenue).toBe(47);
  });

  it("charts one site's days", async () => {
    const days = async (query: string) =>
      (await get<DailyInsightsResponse>(`/api/meta/enriched-insights/daily?${inRange}${query}`)).days.find(
        (day) => day.day === range.until,
      );
    expect(await days(`&site=${travel.id}`)).toMatchObject({ revenue: 30 });
    expect(await days('&site=primary')).toMatchObject({ revenue: 10 });
    expect(await days('')).toMatchObject({ revenue: 47 });
  });
});

describe('GET /api/economics/sites', () => {
  it("rolls each site's keyword economics up: spend, revenue, AI cost and net ROI", async () => {
    const body = await get<SiteEconomics>(`/api/economics/sites?${inRange}`);
    expect(body).toMatchObject({ since: range.since, until: range.until });
    expect(body.sites.map((site) => site.siteId)).toEqual(['primary', travel.id]);
    for (const [index, site] of (['primary', 'travel'] as const).entries()) {
      const keyword = await get<KeywordEconomics>(`/api/keywords/${keywordOf[site]}/economics?${inRange}`);
      expect(keyword.aiCost.total).toBeGreaterThan(0);
      expect(body.sites[index]).toEqual({
        siteId: site === 'primary' ? 'primary' : travel.id,
        name: site === 'primary' ? expect.any(String) : 'Travel',
        campaigns: 1,
        spend: keyword.totals.spend,
        revenue: keyword.totals.revenue,
        roi: keyword.totals.roi,
        aiCost: keyword.aiCost.total,
        netRoi: keyword.totals.netRoi,
      });
    }
    expect(body.sites.map((site) => site.revenue)).toEqual([10, 30]);
  });

  it('answers 400 with a message for a missing or reversed range', async () => {
    const reversed = await t.call('GET', `/api/economics/sites?since=${range.until}&until=${range.since}`, {
      cookie,
    });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { message: string }).message).toContain(
      'The start date must not be after the end date',
    );
    const missing = await t.call('GET', '/api/economics/sites', { cookie });
    expect(missing.status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dayStartMs } from '#shared/insights/insights-formulas';
import { adSetParams, campaignParams, creativeParams, PNG_BASE64 } from '#tests/support/meta-graph-params';
import { metaGraphPerFile } from '#tests/support/meta-graph-per-file';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { adDayInsights, ctrKept } from './ad-insights-data';

const kit = metaGraphPerFile();
const account = () => `act_${kit.meta.adAccount.id}`;
const ZONE = 'America/New_York';
const today = dayIn(TEST_NOW_MS, ZONE);
const first = addDays(today, -14);
const startOf = (day: string) => new Date(dayStartMs(day, ZONE) + 3_600_000).toISOString();

async function post(path: string, params: Record<string, unknown>) {
  const answer = await kit.graph('POST', path, params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('Graph sandbox: insights at level=ad', () => {
  it('serves each ad its days with reach and frequency, its CTR wearing down after its first week', async () => {
    const campaign = await post(`${account()}/campaigns`, campaignParams({ name: 'ads_level' }));
    const { images } = await post(`${account()}/adimages`, { bytes: PNG_BASE64 });
    const creative = await post(
      `${account()}/adcreatives`,
      creativeParams(kit.meta.page.id, images.bytes.hash),
    );
    const adset = await post(`${account()}/adsets`, adSetParams(campaign.id, { name: 'ads_level_set' }));
    const ad = await post(`${account()}/ads`, {
      name: 'ads_level_ad',
      adset_id: adset.id,
      creative: { creative_id: creative.id },
      status: 'ACTIVE',
    });
    for (const id of [campaign.id, ad.id])
      await kit.controls.setStatusHistory(id, [{ at: startOf(first), status: 'ACTIVE' }]);

    const answer = await kit.graph('GET', `${account()}/insights`, {
      level: 'ad',
      time_increment: 1,
      time_range: { since: addDays(first, -3), until: addDays(first, 11) },
      fields: 'ad_id,ad_name,adset_id,campaign_id,impressions,reach,frequency,inline_link_clicks',
      filtering: [{ field: 'campaign.id', operator: 'IN', value: [campaign.id] }],
      limit: 100,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = answer.body.data as Record<string, string>[];
    expect(rows.map((row) => row.date_start)).toEqual(
      Array.from({ length: 12 }, (_, i) => addDays(first, i)),
    );
    rows.forEach((row, age) => {
      const figures = adDayInsights(ad.id, row.date_start as string, age);
      expect(row).toMatchObject({
        ad_id: ad.id,
        ad_name: 'ads_level_ad',
        adset_id: adset.id,
        campaign_id: campaign.id,
        impressions: String(figures.impressions),
        reach: String(figures.reach),
        inline_link_clicks: String(figures.inlineLinkClicks),
      });
      expect(Number(row.frequency)).toBeCloseTo(figures.impressions / figures.reach, 5);
    });
    expect(ctrKept(6)).toBe(1);
    expect(ctrKept(11)).toBeCloseTo(0.7, 5);

    const refused = await kit.graph('GET', `${account()}/insights`, { level: 'ad', fields: 'ad_id,roas' });
    expect(refused.status).toBe(400);
    // Graph's own shape for a field outside the level's list, as at the campaign level.
    expect(refused.body.error.code).toBe(100);
    expect(refused.body.error.message).toMatch(/^\(#100\) param fields\[1\] must be one of \{/);
    expect((await kit.graph('GET', `${account()}/insights`, { level: 'adset' })).status).toBe(400);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeyFromUrl } from '#shared/keywords/keywords-images';
import type { CampaignDetail, CampaignListResponse } from '#shared/schemas/meta-campaigns';
import {
  availableNames,
  campaignForm,
  liveObjects,
  startCampaignStack,
} from '#tests/support/meta-campaign-stack';
import type { TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
let keywordId: string;
beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
}, 120_000);
afterAll(() => t.close());

interface LiveAdset {
  id: string;
  name: string;
  daily_budget: string;
  targeting: Record<string, unknown>;
}
interface LiveCreative {
  id: string;
  name: string;
  url_tags: string;
  object_story_spec: { link_data: { link: string; name: string; image_hash: string } };
}

describe('POST /api/meta/campaigns from a published keyword', () => {
  let adsetName: string;
  let form: ReturnType<typeof campaignForm>;
  let campaignId: string;

  beforeAll(async () => {
    [adsetName] = (await availableNames(t, cookie)) as [string];
    form = campaignForm(t, keywordId, adsetName);
    const response = await t.call('POST', '/api/meta/campaigns', { cookie, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    ({ campaignId } = (await response.json()) as { campaignId: string });
  });

  it('makes exactly one campaign, ad set, creative and ad, named after the keyword and channel', async () => {
    const campaigns = await liveObjects<{ id: string; name: string; status: string }>(
      t,
      'campaigns',
      'name,status',
    );
    const adsets = await liveObjects<LiveAdset>(t, 'adsets', 'name,daily_budget,targeting');
    const creatives = await liveObjects<LiveCreative>(t, 'adcreatives', 'name,url_tags,object_story_spec');
    const ads = await liveObjects<{ id: string }>(t, 'ads', 'name');

    expect(campaigns).toEqual([expect.objectContaining({ id: campaignId, status: 'ACTIVE' })]);
    expect(campaigns[0]!.name).toMatch(/^kw_hiking_boots_\d{5}$/);
    expect(adsets).toHaveLength(1);
    expect(creatives).toHaveLength(1);
    expect(ads).toHaveLength(1);

    const [adset] = adsets as [LiveAdset];
    expect(adset.name).toBe(adsetName);
    expect(Number(adset.daily_budget)).toBe(1250); // $12.50 in cents
    expect(adset.targeting).toMatchObject({
      geo_locations: { countries: ['US', 'GB'] },
      age_min: 25,
      age_max: 54,
      genders: [2],
      device_platforms: ['mobile'],
      targeting_automation: { advantage_audience: 0 },
    });
  });

  it("advertises the article with the keyword's ad copy, first image and tracking tags", async () => {
    const keyword = (await t.stack.deps.keywords.findById(keywordId))!;
    const blob = await t.stack.deps.blobs.get(imageKeyFromUrl(keyword.images[0]!.url)!);
    const [creative] = await liveObjects<LiveCreative>(t, 'adcreatives', 'name,url_tags,object_story_spec');

    expect(creative!.object_story_spec.link_data).toMatchObject({
      link: keyword.publishedUrl,
      name: keyword.adTitle,
      image_hash: createHash('md5').update(blob!.bytes).digest('hex'),
    });
    const tags = new URLSearchParams(creative!.url_tags);
    expect(tags.get('channel')).toBe(adsetName);
    expect(tags.get('utm_source')).toBe('df');
    expect(tags.get('utm_campaign')).toBe('fb_hiking_boots');
    expect(creative!.url_tags).toContain('utm_term={{adset.name}}');
  });

  it('answers the same request again with the same campaign and makes nothing new', async () => {
    const again = await t.call('POST', '/api/meta/campaigns', { cookie, body: form });

    expect(again.status).toBe(201);
    expect(((await again.json()) as { campaignId: string }).campaignId).toBe(campaignId);
    expect(await liveObjects(t, 'campaigns', 'name')).toHaveLength(1);
  });

  it('lists it, counts it for its keyword and the dashboard, and shows its detail with its Meta status', async () => {
    const list = (await (
      await t.call('GET', '/api/meta/campaigns', { cookie })
    ).json()) as CampaignListResponse;
    const counts = await (await t.call('GET', '/api/meta/campaigns/counts', { cookie })).json();
    const stats = await (await t.call('GET', '/api/stats', { cookie })).json();
    const detail = (await (
      await t.call('GET', `/api/meta/campaigns/${form.requestId}`, { cookie })
    ).json()) as CampaignDetail;

    expect(list.campaigns).toEqual([
      expect.objectContaining({
        id: form.requestId,
        keywordId,
        status: 'ACTIVE',
        settings: expect.objectContaining({ campaignId }),
      }),
    ]);
    expect(counts).toEqual({ counts: { [keywordId]: 1 } });
    expect(stats).toMatchObject({ adCampaigns: 1 });
    expect(detail).toMatchObject({ metaStatus: 'ACTIVE', keyword: { masterKeyword: 'hiking boots' } });
    expect(detail.settings.dailyBudget).toBe(12.5);
  });

  it('finds it by search and not by an unrelated word', async () => {
    const hit = (await (
      await t.call('GET', '/api/meta/campaigns?search=hiking', { cookie })
    ).json()) as CampaignListResponse;
    const miss = (await (
      await t.call('GET', '/api/meta/campaigns?search=kayak', { cookie })
    ).json()) as CampaignListResponse;

    expect(hit.campaigns).toHaveLength(1);
    expect(miss.campaigns).toHaveLength(0);
  });

  it('refuses the used adset name for another campaign with a 409', async () => {
    const response = await t.call('POST', '/api/meta/campaigns', {
      cookie,
      body: campaignForm(t, keywordId, adsetName),
    });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: `The adset name ${adsetName} is already used` });
  });
});

describe('refusals that change nothing', () => {
  it('refuses an option Meta no longer accepts with a 400 that says why', async () => {
    const [name] = (await availableNames(t, cookie)) as [string];
    const response = await t.call('POST', '/api/meta/campaigns', {
      cookie,
      body: campaignForm(t, keywordId, name, { osTypes: ['WINDOWS'] }),
    });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      'WINDOWS is not available: Meta targets mobile operating systems only',
    );
    expect(await availableNames(t, cookie)).toContain(name);
  });

  it("answers the contract's messages for a form left empty", async () => {
    const response = await t.call('POST', '/api/meta/campaigns', {
      cookie,
      body: { ...campaignForm(t, '', ''), keywordId: '', adsetName: '', countries: [], dailyBudget: 0 },
    });
    const { message } = (await response.json()) as { message: string };

    expect(response.status).toBe(400);
    for (const text of [
      'Please select a keyword',
      'Please select an adset name',
      'Select at least one country',
      'Budget must be at least 1',
    ])
      expect(message).toContain(text);
  });
});

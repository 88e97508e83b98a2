import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingUrl } from '#shared/meta/url-tags';
import type { CampaignDetail } from '#shared/schemas/meta-campaigns';
import type { DuplicateCampaignsResponse } from '#shared/schemas/meta-duplicate';
import {
  availableNames,
  campaignForm,
  liveObjects,
  startCampaignStack,
} from '#tests/support/meta-campaign-stack';
import type { TestStack } from '#tests/support/test-stack';
import { campaignObjectNames } from '../../functions/src/domain/meta/campaign-creation/campaign-names';

let t: TestStack;
let cookie: string;
let keywordId: string;
beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
}, 120_000);
afterAll(() => t.close());

interface LiveCreative {
  id: string;
  name: string;
  url_tags: string;
  object_story_spec: { link_data: { link: string; name: string; message: string; description: string } };
}

/** The creative of the campaign on `adsetName` as the Graph sandbox holds it (what it was sent). */
async function creativeOn(adsetName: string) {
  const creatives = await liveObjects<LiveCreative>(t, 'adcreatives', 'name,url_tags,object_story_spec');
  const creative = creatives.find((c) => c.name === campaignObjectNames('hiking boots', adsetName).creative);
  expect(creative, `a creative for ${adsetName}`).toBeDefined();
  return creative as LiveCreative;
}

async function create(overrides: Parameters<typeof campaignForm>[3] = {}) {
  const [adsetName] = (await availableNames(t, cookie)) as [string];
  const form = campaignForm(t, keywordId, adsetName, overrides);
  const response = await t.call('POST', '/api/meta/campaigns', { cookie, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return { adsetName, form, ...((await response.json()) as { id: string; campaignId: string }) };
}

describe("the ad's own text on its landing URL, on the Graph sandbox", () => {
  it('a created ad carries referrerAdCreative: headline, primary text and description, button label', async () => {
    const keyword = (await t.stack.deps.keywords.findById(keywordId))!;
    // The pipeline read the image with text detection; the sandbox's pictures have no writing in them.
    expect(keyword.images[0]?.text).toBe('');
    const { adsetName, id } = await create();
    const creative = await creativeOn(adsetName);
    const tags = new URLSearchParams(creative.url_tags);
    expect(tags.get('referrerAdCreative')).toBe(`${keyword.adTitle} ${keyword.adDescription} Learn more`);
    expect(creative.object_story_spec.link_data).toMatchObject({
      name: keyword.adTitle,
      message: keyword.adDescription,
    });
    // Beside the other tags, and encoded: the raw url_tags holds no space.
    expect(tags.get('channel')).toBe(adsetName);
    expect(creative.url_tags).not.toContain(' ');

    // The campaign page's record keeps the URL as Meta opens it.
    const detail = (await (
      await t.call('GET', `/api/meta/campaigns/${id}`, { cookie })
    ).json()) as CampaignDetail;
    expect(detail.settings.urlTags).toBe(creative.url_tags);
    expect(
      new URL(landingUrl(detail.settings.link, detail.settings.urlTags)).searchParams.get('channel'),
    ).toBe(adsetName);
  });

  it('the creator may rename it or turn it off', async () => {
    const renamed = await create({ adCreativeParameter: { enabled: true, name: 'adText' } });
    const renamedTags = new URLSearchParams((await creativeOn(renamed.adsetName)).url_tags);
    expect(renamedTags.get('adText')).toContain('Learn more');
    expect(renamedTags.has('referrerAdCreative')).toBe(false);

    const off = await create({ adCreativeParameter: { enabled: false, name: 'referrerAdCreative' } });
    const offTags = new URLSearchParams((await creativeOn(off.adsetName)).url_tags);
    expect(offTags.has('referrerAdCreative')).toBe(false);
    expect(offTags.get('channel')).toBe(off.adsetName);
  });

  it('refuses a parameter name that would need encoding with a 400, and creates nothing', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const before = (await liveObjects(t, 'campaigns', 'name')).length;
    const response = await t.call('POST', '/api/meta/campaigns', {
      cookie,
      body: campaignForm(t, keywordId, adsetName, {
        adCreativeParameter: { enabled: true, name: 'ad text' },
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('Parameter name');
    expect(await liveObjects(t, 'campaigns', 'name')).toHaveLength(before);
  });

  it('a copy made after the ad copy changed carries the new text, not its source’s', async () => {
    const source = await create();
    const edited = await t.call('PATCH', `/api/keywords/${keywordId}`, {
      cookie,
      body: { adTitle: 'Boots for every trail', adDescription: 'Dry feet & 20% off: {today only}' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const response = await t.call('POST', '/api/meta/campaigns/duplicate', {
      cookie,
      body: { requestId: randomUUID(), mode: 'existing', campaignIds: [source.campaignId] },
    });
    const body = (await response.json()) as DuplicateCampaignsResponse;
    expect(response.status, JSON.stringify(body)).toBe(200);
    const [copy] = body.results;
    if (!copy?.ok) throw new Error(`the copy failed: ${JSON.stringify(copy)}`);
    const tags = new URLSearchParams((await creativeOn(copy.adsetName)).url_tags);
    expect(tags.get('referrerAdCreative')).toBe(
      'Boots for every trail Dry feet & 20% off: {today only} Learn more',
    );
    const sourceTags = new URLSearchParams((await creativeOn(source.adsetName)).url_tags);
    expect(sourceTags.get('referrerAdCreative')).not.toContain('Boots for every trail');
  });
});

import { describe, expect, it } from 'vitest';
import { type CampaignForm, campaignFormSchema } from '#shared/schemas/meta-campaigns';
import { campaignObjectNames } from './campaign-names';
import { adsetParams, campaignParams, creativeParams, planCampaign } from './graph-payloads';

const context = {
  currency: 'USD',
  link: 'https://blog.example/hiking-boots/',
  adTitle: 'Hiking Boots',
  adDescription: 'Pick the right pair',
  dsaName: 'Example Page',
};

function form(overrides: Partial<CampaignForm> = {}): CampaignForm {
  return campaignFormSchema.parse({
    requestId: '0b6f5a2e-8a4c-4d8e-9d1f-2f6a1c3b4d5e',
    useDefaultProfile: false,
    keywordId: 'kw-1',
    campaignObjective: 'OUTCOME_SALES',
    dailyBudget: 10,
    useCBO: false,
    adsetName: 'channel_00042',
    bidStrategy: 'AUTO',
    countries: ['US'],
    deviceTypes: ['ALL'],
    osTypes: ['ALL'],
    genders: ['ALL'],
    ageMin: 18,
    ageMax: 65,
    useCustomUrlParams: false,
    pageId: '1234',
    callToAction: 'BOOK_TRAVEL',
    urlParameters: { utm_source: 'df', utm_term: '{{adset.name}}' },
    ...overrides,
  });
}

describe('campaign payloads', () => {
  it('keeps everyone 18-65 to Advantage+ audience and switches it off for a chosen audience', () => {
    expect(planCampaign(form(), 'channel_00042').targeting).toMatchObject({
      targeting_automation: { advantage_audience: 1 },
    });
    expect(planCampaign(form({ genders: ['MALE'] }), 'channel_00042').targeting).toMatchObject({
      genders: [1],
      targeting_automation: { advantage_audience: 0 },
    });
  });

  it('puts the budget in cents on the ad set, or on the campaign with CBO', () => {
    const plain = form({ dailyBudget: 12.34 });
    const cbo = form({ dailyBudget: 12.34, useCBO: true });
    const plan = planCampaign(plain, 'channel_00042');

    expect(campaignParams(plain, plan, context)).toMatchObject({
      status: 'PAUSED',
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
    });
    expect(adsetParams(plain, plan, context, 'c1')).toMatchObject({ daily_budget: 1234 });
    expect(campaignParams(cbo, plan, context)).toMatchObject({ daily_budget: 1234 });
    expect(adsetParams(cbo, plan, context, 'c1').daily_budget).toBeUndefined();
  });

  it('optimises sales for link clicks without a pixel and for the pixel event with one', () => {
    expect(planCampaign(form(), 'channel_00042')).toMatchObject({ optimizationGoal: 'LINK_CLICKS' });
    const withPixel = form({ pixelId: '999', conversionEvent: 'VIEW_CONTENT' });
    const plan = planCampaign(withPixel, 'channel_00042');

    expect(plan).toMatchObject({ optimizationGoal: 'OFFSITE_CONVERSIONS', conversionEvent: 'CONTENT_VIEW' });
    expect(adsetParams(withPixel, plan, context, 'c1').promoted_object).toEqual({
      pixel_id: '999',
      custom_event_type: 'CONTENT_VIEW',
    });
  });

  it('sends the article, ad copy, call to action and url_tags with the channel', () => {
    const plan = planCampaign(form(), 'channel_00042');
    const params = creativeParams(form(), plan, context, 'hash1');

    expect(params.object_story_spec).toMatchObject({
      page_id: '1234',
      link_data: {
        link: context.link,
        name: 'Hiking Boots',
        image_hash: 'hash1',
        call_to_action: { type: 'BOOK_TRAVEL' },
      },
    });
    expect(params.url_tags).toBe('utm_source=df&utm_term={{adset.name}}&channel=channel_00042');
  });

  it("puts the ad's whole text, image text included, on its url_tags; off when the form turns it off", () => {
    const copy = { title: 'Hiking Boots', description: 'Pick the right pair', imageText: 'TRAIL READY' };
    const plan = planCampaign(form(), 'channel_00042', { copy });
    const text = 'Hiking Boots Pick the right pair Book now TRAIL READY';

    expect(plan.urlParameters.referrerAdCreative).toBe(text);
    expect(creativeParams(form(), plan, context, 'hash1').url_tags).toBe(
      `utm_source=df&utm_term={{adset.name}}&channel=channel_00042&referrerAdCreative=${encodeURIComponent(text)}`,
    );
    const off = form({ adCreativeParameter: { enabled: false, name: 'referrerAdCreative' } });
    expect(planCampaign(off, 'channel_00042', { copy }).urlTags).toBe(
      'utm_source=df&utm_term={{adset.name}}&channel=channel_00042',
    );
    // The form's own value under that name never survives: the copy decides.
    const stale = form({ urlParameters: { referrerAdCreative: 'old words' } });
    expect(planCampaign(stale, 'channel_00042', { copy }).urlParameters.referrerAdCreative).toBe(text);
  });

  it('names objects {product}_{keyword}_{channel number}', () => {
    expect(campaignObjectNames('Hiking  Boots!', 'channel_00042')).toEqual({
      campaign: 'kw_hiking_boots_00042',
      creative: 'kw_hiking_boots_00042 creative',
      ad: 'kw_hiking_boots_00042 ad',
    });
  });
});

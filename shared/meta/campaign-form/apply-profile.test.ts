import { describe, expect, it } from 'vitest';
import type { Profile } from '../../schemas/meta-profiles';
import { valuesFromProfile } from './apply-profile';
import { newCampaignForm } from './new-campaign-form';

const profile: Profile = {
  id: 'p1',
  name: 'Traffic UK',
  isDefault: true,
  defaultObjective: 'TRAFFIC',
  defaultConversionEvent: null,
  defaultDailyBudget: 25,
  defaultBidStrategy: 'BID_CAP',
  defaultBidAmount: 1.5,
  defaultCountries: ['UK', 'DE'],
  defaultExcludedCountries: [],
  defaultDeviceTypes: ['MOBILE'],
  defaultOsTypes: ['ALL'],
  defaultGenders: ['ALL'],
  defaultAgeMin: 21,
  defaultAgeMax: 60,
  defaultCallToAction: 'TRY_IT',
  defaultPageId: null,
  defaultPixelId: null,
  defaultUtmSource: null,
  defaultUtmMedium: null,
  defaultUtmCampaign: null,
  defaultUtmContent: null,
  defaultUtmTerm: null,
  adTextOnUrl: false,
  adTextParameter: 'adText',
  defaultOptimizationGoal: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('valuesFromProfile', () => {
  it("maps the profile's values to the campaign form's, keeping what the form cannot express", () => {
    const current = newCampaignForm();
    const values = valuesFromProfile(profile, current, undefined);

    expect(values).toMatchObject({
      campaignObjective: 'OUTCOME_TRAFFIC',
      dailyBudget: 25,
      bidStrategy: 'BID_CAP',
      bidAmount: 1.5,
      countries: ['GB'], // UK is GB; Germany is not a campaign-form country
      deviceTypes: ['MOBILE'],
      callToAction: current.callToAction, // TRY_IT has no campaign-form equivalent
      useCustomUrlParams: false,
      // The profile turns the ad's text on the URL off, under its own parameter name.
      adCreativeParameter: { enabled: false, name: 'adText' },
    });
    expect(values.urlParameters).toMatchObject({ utm_source: 'facebook', utm_medium: 'paid' });
  });

  it("keeps the keyword's utm_campaign and utm_content over the profile's", () => {
    const values = valuesFromProfile(profile, newCampaignForm(), {
      masterKeyword: 'Hiking Boots',
      chosenAt: 42,
    });

    expect(values.urlParameters).toMatchObject({ utm_campaign: 'fb_hiking_boots', utm_content: 'ad_42' });
  });
});

describe("valuesFromProfile over the article's site's Page, pixel and utm_source", () => {
  const fromSite = { ...newCampaignForm(), pageId: 'site-page', pixelId: 'site-pixel' };
  const keyword = { masterKeyword: 'oak desks', chosenAt: Date.UTC(2026, 0, 5), siteUtmSource: 'travel-fb' };

  it("keeps the site's where the profile sets none", () => {
    const values = valuesFromProfile(profile, fromSite, keyword);
    expect(values).toMatchObject({ pageId: 'site-page', pixelId: 'site-pixel' });
    expect(values.urlParameters?.utm_source).toBe('travel-fb');
  });

  it("lets the profile's own values win", () => {
    const own = { ...profile, defaultPageId: 'pg', defaultPixelId: 'px', defaultUtmSource: 'profile-src' };
    const values = valuesFromProfile(own, fromSite, keyword);
    expect(values).toMatchObject({ pageId: 'pg', pixelId: 'px' });
    expect(values.urlParameters?.utm_source).toBe('profile-src');
  });
});

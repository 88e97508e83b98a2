import { describe, expect, it } from 'vitest';
import {
  AD_CREATIVE_PARAMETER,
  adCreativeText,
  keywordUtmCampaign,
  landingUrl,
  MAX_LANDING_URL_LENGTH,
  toUrlTags,
  withAdCreativeText,
  withKeywordUrlParameters,
} from './url-tags';

describe('URL parameters', () => {
  it('overwrites utm_campaign and utm_content when a keyword is chosen', () => {
    expect(keywordUtmCampaign('  Best Running  Shoes ')).toBe('fb_best_running_shoes');
    const parameters = withKeywordUrlParameters(
      { utm_source: 'df', utm_campaign: 'x' },
      'Car Loans',
      1700000000000,
    );
    expect(parameters).toEqual({
      utm_source: 'df',
      utm_campaign: 'fb_car_loans',
      utm_content: 'ad_1700000000000',
    });
    expect(toUrlTags({ utm_medium: '{{adset.id}}', utm_source: 'd f', '': 'x' })).toBe(
      'utm_medium={{adset.id}}&utm_source=d%20f',
    );
  });
});

const words = {
  headline: 'Hiking Boots That Last',
  primaryText: 'Pick the right pair\nbefore the trail picks you.',
  description: 'Pick the right pair\nbefore the trail picks you.',
  buttonLabel: 'Learn More',
  imageText: 'TRAIL  READY\n50% off',
};
const on = { enabled: true, name: AD_CREATIVE_PARAMETER };

describe('the ad text on the landing URL', () => {
  it('transcribes every wording once, in the order shown, with its white space collapsed', () => {
    expect(adCreativeText(words)).toBe(
      'Hiking Boots That Last Pick the right pair before the trail picks you. Learn More TRAIL READY 50% off',
    );
    expect(adCreativeText({ ...words, imageText: '', description: '' })).toBe(
      'Hiking Boots That Last Pick the right pair before the trail picks you. Learn More',
    );
  });

  it('URL-encodes the text beside the other tags, braces included, macros left for Meta', () => {
    const text = adCreativeText({ ...words, headline: 'Boots & {{ad.id}} {Sale}? 100%/ü' });
    const parameters = withAdCreativeText({ utm_content: '{{ad.id}}', utm_source: 'df' }, on, text);
    const tags = toUrlTags(parameters, [AD_CREATIVE_PARAMETER]);
    const [, encoded] = tags.split(`&${AD_CREATIVE_PARAMETER}=`);
    expect(tags.startsWith('utm_content={{ad.id}}&utm_source=df&referrerAdCreative=')).toBe(true);
    expect(encoded).toBe(encodeURIComponent(text));
    expect(encoded).not.toMatch(/[{}&?/ ]/);
    // What the landing page reads back is the text itself.
    const url = new URL(landingUrl('https://blog.example/boots/', tags));
    expect(url.searchParams.get(AD_CREATIVE_PARAMETER)).toBe(text);
    expect(url.searchParams.get('utm_content')).toBe('{{ad.id}}');
    // A brace that is no macro stays encoded in any parameter.
    expect(toUrlTags({ utm_term: '{sale}' })).toBe('utm_term=%7Bsale%7D');
  });

  it('keeps a long text whole (never cut), so the creator can warn when the URL is too long', () => {
    const long = adCreativeText({ ...words, primaryText: 'word '.repeat(600) });
    const tags = toUrlTags(withAdCreativeText({ utm_source: 'df' }, on, long));
    const url = landingUrl('https://blog.example/boots/?a=1', tags);
    expect(new URL(url).searchParams.get(AD_CREATIVE_PARAMETER)).toBe(long);
    expect(url.startsWith('https://blog.example/boots/?a=1&utm_source=df&')).toBe(true);
    expect(url.length).toBeGreaterThan(MAX_LANDING_URL_LENGTH);
  });

  it('leaves it out when the profile or the creator turns it off, whatever the form held', () => {
    const held = { utm_source: 'df', [AD_CREATIVE_PARAMETER]: 'old copy' };
    expect(withAdCreativeText(held, { ...on, enabled: false }, 'new copy')).toEqual({ utm_source: 'df' });
    // A copy made with new ad copy carries the new text, not the one its source's form held.
    expect(withAdCreativeText(held, on, 'new copy')).toEqual({
      utm_source: 'df',
      [AD_CREATIVE_PARAMETER]: 'new copy',
    });
    expect(withAdCreativeText({}, { enabled: true, name: 'adText' }, 'x')).toEqual({ adText: 'x' });
    expect(landingUrl('https://blog.example/a#top', 'b=1')).toBe('https://blog.example/a?b=1#top');
  });
});

import { describe, expect, it } from 'vitest';
import { keywordUtmCampaign, toUrlTags, withKeywordUrlParameters } from './url-tags';

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

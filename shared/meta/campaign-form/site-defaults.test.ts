import { describe, expect, it } from 'vitest';
import { newCampaignForm } from './new-campaign-form';
import { valuesFromSite } from './site-defaults';

describe('valuesFromSite', () => {
  it("sets the Page, pixel and utm_source the article's site sets, keeping the other parameters", () => {
    const current = { ...newCampaignForm(), pageId: 'only-page' };
    const values = valuesFromSite({ metaPageId: 'pg', metaPixelId: 'px', utmSource: 'travel-fb' }, current);
    expect(values).toEqual({
      pageId: 'pg',
      pixelId: 'px',
      urlParameters: { ...current.urlParameters, utm_source: 'travel-fb' },
    });
  });

  it('leaves the form as it is for a site that sets none of them, or an unknown site', () => {
    const current = { ...newCampaignForm(), pageId: 'only-page', pixelId: 'chosen' };
    expect(valuesFromSite({}, current)).toEqual({
      pageId: 'only-page',
      pixelId: 'chosen',
      urlParameters: current.urlParameters,
    });
    expect(valuesFromSite(undefined, current).pageId).toBe('only-page');
  });
});

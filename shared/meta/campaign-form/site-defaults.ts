import type { CampaignFormInput } from '../../schemas/meta-campaigns';
import type { SiteChoices } from '../../schemas/sites';

type SiteCampaignDefaults = Pick<SiteChoices['sites'][number], 'metaPageId' | 'metaPixelId' | 'utmSource'>;

/**
 * The Page, pixel and utm_source a campaign starts from for an article of `site`: the site's own where it
 * sets them, what the form holds where it does not. A profile applied afterwards wins (`valuesFromProfile`).
 */
export function valuesFromSite(
  site: SiteCampaignDefaults | undefined,
  current: Pick<CampaignFormInput, 'pageId' | 'pixelId' | 'urlParameters'>,
): Pick<CampaignFormInput, 'pageId' | 'pixelId' | 'urlParameters'> {
  return {
    pageId: site?.metaPageId ?? current.pageId,
    pixelId: site?.metaPixelId ?? current.pixelId,
    urlParameters: site?.utmSource
      ? { ...current.urlParameters, utm_source: site.utmSource }
      : current.urlParameters,
  };
}

import type { KeywordRepository } from '../../ports/keywords';
import type { CampaignFilter, CampaignRepository } from '../../ports/meta-campaigns';

/**
 * A campaign's site is the site of the keyword it was created from (decision 035). Campaign records keep
 * only the keyword id, so the site is read through the keywords, by key and in batches, never by a scan:
 * a keyword's site never changes, and campaigns from before sites get their keyword's (the primary site).
 * A campaign whose keyword was deleted has no known site and is in no site's view.
 */
export interface CampaignSites {
  /** Keeps the records of one site's keywords: the campaign list's filter. */
  filter(siteId: string): CampaignFilter;
  /** Every created campaign's site, by Meta's campaign id. */
  byCampaign(): Promise<Map<string, string>>;
}

export function createCampaignSites(deps: {
  campaigns: Pick<CampaignRepository, 'links'>;
  keywords: Pick<KeywordRepository, 'siteIds'>;
}): CampaignSites {
  const sitesOf = (keywordIds: string[]) => deps.keywords.siteIds([...new Set(keywordIds)]);
  return {
    filter: (siteId) => async (records) => {
      const sites = await sitesOf(records.map((record) => record.keywordId));
      return records.filter((record) => sites.get(record.keywordId) === siteId);
    },
    async byCampaign() {
      const links = (await deps.campaigns.links()).filter((link) => link.campaignId);
      const sites = await sitesOf(links.map((link) => link.keywordId));
      return new Map(
        links.flatMap((link) => {
          const site = sites.get(link.keywordId);
          return site ? [[link.campaignId, site] as const] : [];
        }),
      );
    },
  };
}

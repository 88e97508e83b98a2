import { percentText, roiPercent, roundUsd } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsQuery } from '#shared/schemas/meta-insights';
import type { SiteEconomics } from '#shared/schemas/site-economics';
import type { CampaignSites } from '../meta/campaign-sites';
import type { EnrichedInsights } from '../meta/insights-refresh/enriched-insights';
import type { CampaignAiCosts } from './campaign-ai-costs';
import { roundMicroUsd } from './generation-cost';
import { netRoiText } from './net-roi';

export interface SiteEconomicsReader {
  /** Every site's spend, revenue, AI cost and net ROI over the range, from the stores alone. */
  read(range: EnrichedInsightsQuery): Promise<SiteEconomics>;
}

/**
 * The keyword economics rolled up per site: the same insights rows and AI cost shares the keyword and
 * campaign screens show (so the figures add up to theirs), summed over the campaigns of each site's
 * keywords. A site's AI cost is its campaigns' shares of their keywords' costs, that is the whole cost of
 * each of its keywords with campaigns, counted in every range as a keyword's is (decision 022).
 */
export function createSiteEconomics(deps: {
  sites: () => Promise<{ id: string; name: string }[]>;
  insights: Pick<EnrichedInsights, 'read'>;
  aiCosts: Pick<CampaignAiCosts, 'byCampaign'>;
  campaignSites: Pick<CampaignSites, 'byCampaign'>;
}): SiteEconomicsReader {
  return {
    async read(range) {
      const [sites, { insights }, shares, siteOf] = await Promise.all([
        deps.sites(),
        deps.insights.read({ since: range.since, until: range.until }),
        deps.aiCosts.byCampaign(),
        deps.campaignSites.byCampaign(),
      ]);
      const totals = new Map(
        sites.map((site) => [site.id, { campaigns: 0, spend: 0, revenue: 0, aiCost: 0 }]),
      );
      for (const row of insights) {
        const total = totals.get(siteOf.get(row.campaign_id) ?? '');
        if (!total) continue;
        total.spend += row.spend;
        total.revenue += row.revenue;
      }
      for (const [campaignId, share] of shares) {
        const total = totals.get(siteOf.get(campaignId) ?? '');
        if (!total) continue;
        total.campaigns += 1;
        total.aiCost += share.aiCost;
      }
      return {
        since: range.since,
        until: range.until,
        sites: sites.map((site) => {
          const total = totals.get(site.id)!;
          const spend = roundUsd(total.spend);
          const revenue = roundUsd(total.revenue);
          const aiCost = roundMicroUsd(total.aiCost);
          return {
            siteId: site.id,
            name: site.name,
            campaigns: total.campaigns,
            spend,
            revenue,
            roi: percentText(roiPercent(revenue, spend)),
            aiCost,
            netRoi: netRoiText(revenue, spend, aiCost),
          };
        }),
      };
    },
  };
}

import { percentText, roiPercent, roundUsd } from '#shared/insights/insights-formulas';
import { PROMPT_CATEGORIES } from '#shared/product/prompt-categories';
import type {
  KeywordCampaignEconomics,
  KeywordEconomics,
  UsedPrompt,
} from '#shared/schemas/keyword-economics';
import type { EnrichedInsightsQuery } from '#shared/schemas/meta-insights';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import type { CampaignRepository } from '../../ports/meta-campaigns';
import type { PromptRepository } from '../../ports/prompts';
import { keywordNotFound } from '../keywords/keyword-not-found';
import type { EnrichedInsights } from '../meta/insights-refresh/enriched-insights';
import type { CampaignAiCosts } from './campaign-ai-costs';
import { campaignShareOfAiCost, netRoiText } from './net-roi';

export interface KeywordEconomicsReader {
  /** The keyword's AI cost, prompts and campaigns over the range, from the stores alone. */
  read(keywordId: string, range: EnrichedInsightsQuery): Promise<KeywordEconomics>;
}

/** The prompts the pipeline recorded for the keyword, in the pipeline's category order, named while they exist. */
async function usedPrompts(
  keyword: KeywordRecord,
  prompts: Pick<PromptRepository, 'findById'>,
): Promise<UsedPrompt[]> {
  const recorded = PROMPT_CATEGORIES.flatMap((category) => {
    const id = keyword.promptIds?.[category];
    return id ? [{ category, id }] : [];
  });
  return Promise.all(
    recorded.map(async (entry) => ({ ...entry, name: (await prompts.findById(entry.id))?.name ?? null })),
  );
}

/**
 * A keyword's economics: its campaigns' figures are the insights rows of the same range (so the two screens
 * always agree), and a campaign that did not deliver in the range shows zeros with its AI cost share.
 */
export function createKeywordEconomics(deps: {
  keywords: Pick<KeywordRepository, 'findById'>;
  campaigns: Pick<CampaignRepository, 'links'>;
  prompts: Pick<PromptRepository, 'findById'>;
  insights: Pick<EnrichedInsights, 'read'>;
  aiCosts: Pick<CampaignAiCosts, 'keywordCost'>;
}): KeywordEconomicsReader {
  return {
    async read(keywordId, range) {
      const keyword = await deps.keywords.findById(keywordId);
      if (!keyword) throw keywordNotFound(keywordId);
      const [links, { insights }, prompts] = await Promise.all([
        deps.campaigns.links(keywordId),
        deps.insights.read(range),
        usedPrompts(keyword, deps.prompts),
      ]);
      const aiCost = deps.aiCosts.keywordCost(keyword);
      const share = campaignShareOfAiCost(aiCost.total, links.length);
      const rows = new Map(insights.map((row) => [row.campaign_id, row]));
      const campaigns: KeywordCampaignEconomics[] = links.map((link) => {
        const row = rows.get(link.campaignId);
        const spend = row?.spend ?? 0;
        const revenue = row?.revenue ?? 0;
        return {
          id: link.id,
          campaignId: link.campaignId,
          campaignName: link.campaignName,
          status: row?.status || link.status,
          spend,
          revenue,
          roi: row?.roi ?? percentText(roiPercent(revenue, spend)),
          aiCost: row?.ai_cost ?? share,
          netRoi: row?.net_roi ?? netRoiText(revenue, spend, share),
        };
      });
      const spend = roundUsd(campaigns.reduce((sum, campaign) => sum + campaign.spend, 0));
      const revenue = roundUsd(campaigns.reduce((sum, campaign) => sum + campaign.revenue, 0));
      return {
        keywordId: keyword.id,
        masterKeyword: keyword.masterKeyword,
        title: keyword.title || null,
        articleUrl: keyword.publishedUrl || keyword.url || null,
        prompts,
        aiCost,
        since: range.since,
        until: range.until,
        campaigns,
        totals: {
          spend,
          revenue,
          roi: percentText(roiPercent(revenue, spend)),
          // Without campaigns no AI cost is attributed (decision 022), so net ROI equals ROI.
          netRoi: netRoiText(revenue, spend, links.length > 0 ? aiCost.total : 0),
        },
      };
    },
  };
}

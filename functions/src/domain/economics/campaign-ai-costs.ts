import type { AiPriceTable } from '#shared/economics/ai-prices';
import type { AiCost } from '#shared/schemas/keyword-economics';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import type { CampaignRepository } from '../../ports/meta-campaigns';
import { generationCost } from './generation-cost';
import { campaignShareOfAiCost } from './net-roi';

/** A created campaign's keyword and its share of that keyword's AI cost, by Meta's campaign id. */
export interface CampaignAiCost {
  keywordId: string;
  aiCost: number;
  /** A copy's source, as the insights rows link it (decision 055). */
  copyOf?: { campaignId: string; campaignName: string };
}

export interface CampaignAiCosts {
  /** What generating this keyword cost, by step and model. */
  keywordCost(keyword: KeywordRecord): AiCost;
  /**
   * Created campaigns' keywords and AI cost shares, keyed by Meta's campaign id: of these campaigns when
   * given (a range's), else of all. The shares always count every campaign of a keyword.
   */
  byCampaign(only?: ReadonlySet<string>): Promise<Map<string, CampaignAiCost>>;
}

export function createCampaignAiCosts(deps: {
  keywords: Pick<KeywordRepository, 'findMany'>;
  campaigns: Pick<CampaignRepository, 'links'>;
  prices: AiPriceTable;
}): CampaignAiCosts {
  const keywordCost = (keyword: KeywordRecord) => generationCost(keyword.usage ?? {}, deps.prices);
  return {
    keywordCost,
    async byCampaign(only) {
      const all = (await deps.campaigns.links()).filter((link) => link.campaignId);
      const perKeyword = new Map<string, number>();
      for (const link of all) perKeyword.set(link.keywordId, (perKeyword.get(link.keywordId) ?? 0) + 1);
      const links = only ? all.filter((link) => only.has(link.campaignId)) : all;
      const keywords = await deps.keywords.findMany([...new Set(links.map((link) => link.keywordId))]);
      const costs = new Map(keywords.map((keyword) => [keyword.id, keywordCost(keyword).total]));
      const nameOf = new Map(all.map((link) => [link.campaignId, link.campaignName]));
      return new Map(
        links.map((link) => [
          link.campaignId,
          {
            keywordId: link.keywordId,
            // A deleted keyword's cost is unknown now: nothing is attributed.
            aiCost: campaignShareOfAiCost(
              costs.get(link.keywordId) ?? 0,
              perKeyword.get(link.keywordId) ?? 0,
            ),
            ...(link.duplicateOf && {
              copyOf: {
                campaignId: link.duplicateOf,
                campaignName: nameOf.get(link.duplicateOf) ?? link.duplicateOf,
              },
            }),
          },
        ]),
      );
    },
  };
}

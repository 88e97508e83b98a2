import { roiPercentOf } from '#shared/economics/net-roi-verdict';
import type { KeywordCampaignEconomics } from '#shared/schemas/keyword-economics';
import type { EnrichedInsightsQuery } from '#shared/schemas/meta-insights';
import type { RelatedAdCopy } from '#shared/schemas/related-keywords';
import type { KeywordRecord } from '../../../ports/keywords';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { KeywordEconomicsReader } from '../../economics/keyword-economics';

/** The campaign with the best net ROI over the range (the newest of equals); none without figures. */
export function bestCampaign(
  campaigns: readonly KeywordCampaignEconomics[],
): KeywordCampaignEconomics | undefined {
  let best: { campaign: KeywordCampaignEconomics; roi: number } | undefined;
  for (const campaign of campaigns) {
    const roi = roiPercentOf(campaign.netRoi);
    if (!Number.isNaN(roi) && (!best || roi > best.roi)) best = { campaign, roi };
  }
  return best?.campaign;
}

/**
 * The ad copy a keyword's related keywords are written from: that of its campaign with the best net ROI
 * over the range its economics were read for (campaigns are listed newest first), as the campaign was
 * created; else, or without a range, the keyword's own.
 */
export async function bestAdCopy(
  deps: {
    economics: Pick<KeywordEconomicsReader, 'read'>;
    campaigns: Pick<CampaignRepository, 'findById'>;
  },
  keyword: KeywordRecord,
  range: EnrichedInsightsQuery | undefined,
): Promise<RelatedAdCopy> {
  const own = { adTitle: keyword.adTitle, adDescription: keyword.adDescription, campaignName: null };
  if (!range) return own;
  const best = bestCampaign((await deps.economics.read(keyword.id, range)).campaigns);
  const record = best && (await deps.campaigns.findById(best.id));
  if (!record?.adTitle) return own;
  return {
    adTitle: record.adTitle,
    adDescription: record.adDescription,
    campaignName: record.campaignName,
  };
}

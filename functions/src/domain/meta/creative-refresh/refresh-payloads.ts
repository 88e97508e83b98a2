import type { CreativeRefreshRecord } from '../../../ports/creative-refresh';
import type { KeywordRecord } from '../../../ports/keywords';
import type { CampaignRecord } from '../../../ports/meta-campaigns';
import { adAccountPath, type CreateOnceRequest } from '../../../ports/meta-graph';
import { campaignObjectNames } from '../campaign-creation/campaign-names';
import { adParams, creativeParams, planCampaign } from '../campaign-creation/graph-payloads';

/**
 * The new creative and ad of a refresh, built by the creation's own code: the campaign's form gives the
 * URL tags, the call to action and the page; the new copy gives the headline, the text and the ad's own
 * `referrerAdCreative` (decision 038). Their names carry the refresh's id, so a resumed refresh finds them.
 */
export function newAdParams(
  campaign: CampaignRecord,
  keyword: Pick<KeywordRecord, 'masterKeyword'>,
  record: CreativeRefreshRecord,
): { creative: CreateOnceRequest; ad: (creativeId: string) => CreateOnceRequest } {
  const settings = campaign.settings!;
  const copy = record.copy!;
  const plan = planCampaign(campaign.form, campaign.adsetName, {
    targeting: settings.targeting,
    copy: { title: copy.adTitle, description: copy.adDescription, imageText: copy.imageText },
  });
  const context = {
    currency: settings.currency,
    link: settings.link,
    adTitle: copy.adTitle,
    adDescription: copy.adDescription,
    dsaName: '',
  };
  const account = adAccountPath(settings.adAccountId);
  const names = campaignObjectNames(keyword.masterKeyword, campaign.adsetName);
  const suffix = `refresh ${record.id.slice(0, 8)}`;
  return {
    creative: {
      edge: `${account}/adcreatives`,
      name: `${names.creative} ${suffix}`,
      params: creativeParams(campaign.form, plan, context, record.imageHash!),
    },
    ad: (creativeId) => ({
      edge: `${account}/ads`,
      name: `${names.ad} ${suffix}`,
      params: adParams(record.adsetId, creativeId),
    }),
  };
}

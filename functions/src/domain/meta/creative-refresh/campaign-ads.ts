import { addDays, dayIn } from '#shared/insights-formulas';
import {
  adFatigue,
  FATIGUE_CTR_DROP_PERCENT,
  FATIGUE_FIRST_DAYS,
  FATIGUE_FREQUENCY,
  FATIGUE_MIN_IMPRESSIONS,
  FATIGUE_RECENT_DAYS,
} from '#shared/meta/ad-fatigue';
import type { CampaignAdsResponse } from '#shared/schemas/meta-creative-refresh';
import type { Clock } from '../../../ports/clock';
import type { AdDay, InsightsStore } from '../../../ports/insights-store';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import { notFound } from '../../domain-error';
import { toActionError } from '../campaign-actions/meta-refusal';
import { campaignAds } from './ad-graph';

/** Days of ad figures the page reads: the refresh keeps 30, an ad's first week may lie further back. */
const AD_HISTORY_DAYS = 60;

/** `GET /api/meta/campaigns/{id}/ads`: the campaign's ads as Meta has them now, each with its fatigue signal. */
export function createCampaignAdsRead(deps: {
  campaigns: Pick<CampaignRepository, 'findById'>;
  insights: Pick<InsightsStore, 'adDays'>;
  metaClient: () => Promise<MetaGraphClient>;
  clock: Clock;
}) {
  return async (id: string): Promise<CampaignAdsResponse> => {
    const campaign = await deps.campaigns.findById(id);
    if (!campaign?.settings) throw notFound('Campaign not found');
    const { campaignId } = campaign.settings;
    const until = dayIn(deps.clock.now());
    const [ads, days] = await Promise.all([
      deps
        .metaClient()
        .then((client) => campaignAds(client, campaignId))
        .catch((error) => {
          throw toActionError(error, campaignId);
        }),
      deps.insights.adDays({ since: addDays(until, -(AD_HISTORY_DAYS - 1)), until }),
    ]);
    const byAd = new Map<string, AdDay[]>();
    for (const day of days) byAd.set(day.adId, [...(byAd.get(day.adId) ?? []), day]);
    return {
      ads: ads.map((ad) => ({
        adId: ad.id,
        name: ad.name,
        adsetId: ad.adset_id,
        status: ad.status,
        effectiveStatus: ad.effective_status ?? ad.status,
        createdTime: ad.created_time ?? null,
        fatigue: adFatigue(byAd.get(ad.id) ?? []),
      })),
      thresholds: {
        firstDays: FATIGUE_FIRST_DAYS,
        recentDays: FATIGUE_RECENT_DAYS,
        ctrDropPercent: FATIGUE_CTR_DROP_PERCENT,
        frequency: FATIGUE_FREQUENCY,
        minImpressions: FATIGUE_MIN_IMPRESSIONS,
      },
    };
  };
}

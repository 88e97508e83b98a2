import { addDays, dayIn } from '#shared/insights/insights-formulas';
import {
  adFatigue,
  FATIGUE_CTR_DROP_PERCENT,
  FATIGUE_FIRST_DAYS,
  FATIGUE_FREQUENCY,
  FATIGUE_MIN_IMPRESSIONS,
  FATIGUE_RECENT_DAYS,
} from '#shared/meta/ad-fatigue';
import type { CampaignAdsResponse } from '#shared/schemas/meta-creative-refresh';
import type { CampaignAdsCache, CampaignAdsListing } from '../../../ports/campaign-ads-cache';
import type { Clock } from '../../../ports/clock';
import type { AdDay, InsightsStore } from '../../../ports/insights-store';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import { notFound } from '../../domain-error';
import { toActionError } from '../campaign-actions/meta-refusal';
import { campaignAds } from './ad-graph';

/** Days of ad figures the page reads: the refresh keeps 30, an ad's first week may lie further back. */
const AD_HISTORY_DAYS = 60;
/** How long Meta's listing of a campaign's ads is reused: every viewer opening the page would read it. */
export const CAMPAIGN_ADS_CACHE_MS = 60_000;
/** The cached listing stays in the table a while after it is stale, then its TTL removes it. */
const CACHE_KEPT_MS = 60 * 60 * 1000;

/**
 * `GET /api/meta/campaigns/{id}/ads`: the campaign's ads as Meta listed them in the last minute (`refresh`:
 * now), each with its fatigue signal from the insights store.
 */
export function createCampaignAdsRead(deps: {
  campaigns: Pick<CampaignRepository, 'findById'>;
  insights: Pick<InsightsStore, 'adDays'>;
  metaClient: () => Promise<MetaGraphClient>;
  cache: Pick<CampaignAdsCache, 'get' | 'put'>;
  clock: Clock;
}) {
  /** Meta's listing of the campaign's ads, kept for the next minute's readers. */
  async function listFromMeta(campaignId: string): Promise<CampaignAdsListing> {
    const readAtMs = deps.clock.now();
    const ads = await deps
      .metaClient()
      .then((client) => campaignAds(client, campaignId))
      .catch((error) => {
        throw toActionError(error, campaignId);
      });
    const listing = {
      readAtMs,
      ads: ads.map((ad) => ({
        adId: ad.id,
        name: ad.name,
        adsetId: ad.adset_id,
        status: ad.status,
        effectiveStatus: ad.effective_status ?? ad.status,
        createdTime: ad.created_time ?? null,
      })),
    };
    await deps.cache.put(campaignId, listing, readAtMs + CACHE_KEPT_MS);
    return listing;
  }

  /** The cached listing while it is under a minute old (checked here: TTL deletes only eventually). */
  async function listing(campaignId: string, refresh: boolean): Promise<CampaignAdsListing> {
    const cached = refresh ? undefined : await deps.cache.get(campaignId);
    if (cached && deps.clock.now() - cached.readAtMs < CAMPAIGN_ADS_CACHE_MS) return cached;
    return listFromMeta(campaignId);
  }

  return async (id: string, options: { refresh?: boolean } = {}): Promise<CampaignAdsResponse> => {
    const campaign = await deps.campaigns.findById(id);
    if (!campaign?.settings) throw notFound('Campaign not found');
    const { campaignId } = campaign.settings;
    const until = dayIn(deps.clock.now());
    const [listed, days] = await Promise.all([
      listing(campaignId, options.refresh === true),
      deps.insights.adDays({ since: addDays(until, -(AD_HISTORY_DAYS - 1)), until }),
    ]);
    const byAd = new Map<string, AdDay[]>();
    for (const day of days) byAd.set(day.adId, [...(byAd.get(day.adId) ?? []), day]);
    return {
      ads: listed.ads.map((ad) => ({ ...ad, fatigue: adFatigue(byAd.get(ad.adId) ?? []) })),
      readAt: new Date(listed.readAtMs).toISOString(),
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

import type { CampaignAd } from '#shared/schemas/meta-creative-refresh';

/** A campaign's ads as Meta listed them, without the fatigue signal (read from the insights store each time). */
export type ListedAd = Omit<CampaignAd, 'fatigue'>;

export interface CampaignAdsListing {
  ads: ListedAd[];
  /** When Meta was asked (epoch milliseconds). */
  readAtMs: number;
}

/**
 * The last listing of each campaign's ads, shared by every Lambda container (a cache held in one
 * container's memory would spare Meta nothing across them). Freshness is the caller's to judge.
 */
export interface CampaignAdsCache {
  get(campaignId: string): Promise<CampaignAdsListing | undefined>;
  /** Keeps the listing until `expiresAtMs` at the latest (the table's TTL). */
  put(campaignId: string, listing: CampaignAdsListing, expiresAtMs: number): Promise<void>;
  /** Drops the listing: the campaign's ads changed here. */
  forget(campaignId: string): Promise<void>;
}

import { describe, expect, it, vi } from 'vitest';
import type { CampaignAdsListing } from '../../../ports/campaign-ads-cache';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import { CAMPAIGN_ADS_CACHE_MS, createCampaignAdsRead } from './campaign-ads';

const START = Date.parse('2026-06-10T15:30:00.000Z');

/** The read over a table cache in memory and a Graph client listing one ad, with a clock the test moves. */
function setup() {
  let nowMs = START;
  const stored = new Map<string, CampaignAdsListing>();
  const paginate = vi.fn(async function* () {
    yield {
      id: '9',
      name: 'Ad',
      status: 'ACTIVE',
      adset_id: '6',
      campaign_id: '3',
      created_time: '2026-06-01',
    };
  });
  const read = createCampaignAdsRead({
    campaigns: { findById: async () => ({ campaignName: 'c', settings: { campaignId: '3' } }) as never },
    insights: { adDays: async () => [] },
    metaClient: async () => ({ paginate }) as unknown as MetaGraphClient,
    cache: {
      get: async (id) => stored.get(id),
      put: async (id, listing) => void stored.set(id, listing),
    },
    clock: { now: () => nowMs },
  });
  return { read, paginate, advance: (ms: number) => (nowMs += ms) };
}

describe("a campaign's ads", () => {
  it('are listed by Meta once a minute, whoever asks', async () => {
    const { read, paginate, advance } = setup();

    const first = await read('record-1');
    advance(CAMPAIGN_ADS_CACHE_MS - 1);
    const second = await read('record-1');

    expect(paginate).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(first.readAt).toBe(new Date(START).toISOString());
    expect(first.ads.map((ad) => ad.adId)).toEqual(['9']);
  });

  it('are listed again once the listing is a minute old, or when asked to', async () => {
    const { read, paginate, advance } = setup();
    await read('record-1');

    await read('record-1', { refresh: true });
    advance(CAMPAIGN_ADS_CACHE_MS);
    const later = await read('record-1');

    expect(paginate).toHaveBeenCalledTimes(3);
    expect(later.readAt).toBe(new Date(START + CAMPAIGN_ADS_CACHE_MS).toISOString());
  });
});

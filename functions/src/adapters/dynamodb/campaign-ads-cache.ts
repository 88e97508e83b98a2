import type { CampaignAdsCache, CampaignAdsListing } from '../../ports/campaign-ads-cache';
import { DeleteCommand, GetCommand, PutCommand } from './document-sdk';
import { type DynamoTable, toEpochSeconds } from './dynamo-table';

/** One item per campaign, overwritten at every read from Meta, gone by TTL a while after it is stale. */
const listingKey = (campaignId: string) => ({ pk: `CAMPAIGN_ADS#${campaignId}`, sk: 'LISTING' });

export function createCampaignAdsCache({ client, name }: DynamoTable): CampaignAdsCache {
  return {
    async get(campaignId) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: listingKey(campaignId), ConsistentRead: true }),
      );
      if (!Item || !Array.isArray(Item.ads) || typeof Item.readAtMs !== 'number') return undefined;
      return { ads: Item.ads, readAtMs: Item.readAtMs } as CampaignAdsListing;
    },

    async put(campaignId, listing, expiresAtMs) {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: { ...listingKey(campaignId), ...listing, expiresAt: toEpochSeconds(expiresAtMs) },
        }),
      );
    },

    async forget(campaignId) {
      await client.send(new DeleteCommand({ TableName: name, Key: listingKey(campaignId) }));
    },
  };
}

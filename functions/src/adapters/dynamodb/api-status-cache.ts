import { type ApiStatus, apiStatusSchema } from '#shared/schemas/settings';
import type { ApiStatusCache } from '../../ports/api-status-cache';
import { GetCommand, PutCommand } from './document-sdk';
import { type DynamoTable, toEpochSeconds } from './dynamo-table';

/** One item, overwritten at every check, so stale entries never pile up. */
const cacheKey = { pk: 'APISTATUS', sk: 'APISTATUS' };

export function createApiStatusCache({ client, name }: DynamoTable): ApiStatusCache {
  return {
    async get(fingerprint, now) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: cacheKey, ConsistentRead: true }),
      );
      // Freshness is checked here because dynalite never expires items (and DynamoDB only eventually does).
      if (!Item || Item.fingerprint !== fingerprint || (Item.freshUntil as number) <= now) return undefined;
      const parsed = apiStatusSchema.safeParse(Item.status);
      return parsed.success ? parsed.data : undefined;
    },

    async put(fingerprint, status: ApiStatus, freshUntil) {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: { ...cacheKey, fingerprint, status, freshUntil, expiresAt: toEpochSeconds(freshUntil) },
        }),
      );
    },
  };
}

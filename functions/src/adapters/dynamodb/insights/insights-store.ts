import { daysOf } from '#shared/insights/insights-formulas';
import type { InsightsStore } from '../../../ports/insights-store';
import { batchWriteAll, mapLimit } from '../batch-io';
import { GetCommand, PutCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import { queryAll } from '../query-all';
import { withFirstEstimates } from './first-estimates';
import {
  AD_DAYS,
  bucketItem,
  CAMPAIGN_DAYS,
  CHANNEL_DAYS,
  dayPartition,
  mergeBucket,
  type PackedBucket,
  type PackedKind,
  pack,
  SNAPSHOTS,
  SNAPSHOTS_PARTITION,
  unpack,
} from './packed-bucket-codec';
import { createRefreshStateItem } from './refresh-state-item';

/** Day partitions read (and buckets merged) at once: a 90-day range stays a few round trips. */
const CONCURRENCY = 8;
/** A bucket merge that lost this many races in a row gives up loudly rather than spin. */
const MERGE_ATTEMPTS = 12;

/**
 * One partition per US Eastern day holds that day's figures (decision 016), packed into a few bucket items
 * (`packed-bucket-codec.ts`): a range read is one Query per day returning a handful of items whatever the
 * number of campaigns. Writers merge their campaigns into a bucket under a version condition, so two
 * writers never overwrite each other's campaigns and a repeated write is idempotent.
 */
export function createInsightsStore(table: DynamoTable): InsightsStore {
  const { client, name } = table;

  const dayItems = async (range: { since: string; until: string }, prefix: string) =>
    (
      await mapLimit(daysOf(range), CONCURRENCY, (day) =>
        queryAll(client, {
          TableName: name,
          KeyConditionExpression: 'pk = :day AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':day': dayPartition(day), ':prefix': prefix },
        }),
      )
    ).flat();

  /** Adds the bucket's rows to its stored item (replacing rows of the same id) under the item's version. */
  async function mergeIntoItem<Row>(kind: PackedKind<Row>, bucket: PackedBucket) {
    const { pk, sk } = bucket;
    for (let attempt = 1; ; attempt += 1) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: { pk, sk }, ConsistentRead: true }),
      );
      const version = Item?.version as number | undefined;
      try {
        await client.send(
          new PutCommand({
            TableName: name,
            Item: { ...bucketItem(kind, mergeBucket(kind, Item, bucket)), version: (version ?? 0) + 1 },
            ...(version === undefined
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: 'version = :version',
                  ExpressionAttributeValues: { ':version': version },
                }),
          }),
        );
        return;
      } catch (error) {
        if (!isConditionFailure(error) || attempt >= MERGE_ATTEMPTS) throw error;
        // Another writer merged first: a short random wait keeps the racers from colliding again in step.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  const mergeRows = async <Row>(kind: PackedKind<Row>, rows: Row[]) => {
    await mapLimit(pack(kind, rows), CONCURRENCY, (bucket) => mergeIntoItem(kind, bucket));
  };

  return {
    putCampaignDays: (rows) => mergeRows(CAMPAIGN_DAYS, rows),

    putSnapshots: (snapshots) => mergeRows(SNAPSHOTS, snapshots),

    putAdDays: (rows) => mergeRows(AD_DAYS, rows),

    async adDays(range) {
      return (await dayItems(range, AD_DAYS.prefix)).flatMap((item) => unpack(AD_DAYS, item));
    },

    async replaceRevenue(range, rows) {
      // A day's warehouse rows are replaced as a whole: whole bucket items put, buckets left empty deleted;
      // the first estimates stored are carried over (one writer: the refresh holds the run lease).
      const storedItems = await dayItems(range, CHANNEL_DAYS.prefix);
      const stored = storedItems.flatMap((item) => unpack(CHANNEL_DAYS, item));
      const buckets = pack(CHANNEL_DAYS, withFirstEstimates(stored, rows));
      const fresh = new Set(buckets.map((bucket) => `${bucket.pk} ${bucket.sk}`));
      const stale = storedItems.filter((item) => !fresh.has(`${item.pk as string} ${item.sk as string}`));
      await batchWriteAll(
        client,
        name,
        buckets.map((bucket) => ({ put: bucketItem(CHANNEL_DAYS, bucket) })),
      );
      await batchWriteAll(
        client,
        name,
        stale.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
      );
    },

    async campaignDays(range) {
      return (await dayItems(range, CAMPAIGN_DAYS.prefix)).flatMap((item) => unpack(CAMPAIGN_DAYS, item));
    },

    async revenueDays(range) {
      return (await dayItems(range, CHANNEL_DAYS.prefix)).flatMap((item) => unpack(CHANNEL_DAYS, item));
    },

    async snapshots() {
      const items = await queryAll(client, {
        TableName: name,
        KeyConditionExpression: 'pk = :snapshots AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':snapshots': SNAPSHOTS_PARTITION, ':prefix': SNAPSHOTS.prefix },
      });
      return items.flatMap((item) => unpack(SNAPSHOTS, item));
    },

    ...createRefreshStateItem(table),
  };
}

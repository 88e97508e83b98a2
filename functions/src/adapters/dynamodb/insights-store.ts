import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { daysOf } from '#shared/insights-formulas';
import type {
  CampaignDay,
  CampaignSnapshot,
  ChannelRevenueDay,
  InsightsStore,
  RefreshState,
} from '../../ports/insights-store';
import { type DynamoTable, isConditionFailure } from './dynamo-table';
import { batchWriteAll, mapLimit } from './keyword-batch-io';
import { queryAll } from './query-all';

/**
 * One partition per US Eastern day holds that day's figures (decision 016), packed: each item is a bucket
 * of campaigns (or channels) chosen by a hash of the id, one attribute per campaign holding its figures as
 * compact JSON. A range read is one Query per day returning a handful of items whatever the number of
 * campaigns, and a campaign's figures are written by setting its own attribute: idempotent, and two
 * writers never overwrite each other's campaigns.
 */
const dayPartition = (day: string) => `INSIGHTS#${day}`;
const CAMPAIGN_PREFIX = 'CAMPAIGNS#';
const CHANNEL_PREFIX = 'CHANNELS#';
/** Buckets per day and kind: 2,000 campaigns make items of about 40 KB, far below DynamoDB's 400 KB. */
const BUCKETS = 8;
/** Attributes set per UpdateItem, well inside the expression limits. */
const SETS_PER_UPDATE = 40;
const SNAPSHOTS_PARTITION = 'INSIGHTS_CAMPAIGNS';
const STATE_KEY = { pk: 'INSIGHTS_REFRESH', sk: 'STATE' };
/** Day partitions read at once: a 90-day range stays a few round trips. */
const READ_CONCURRENCY = 8;
const ENTRY = 'e_';

/** A stable bucket for an id (FNV-1a), so a campaign's figures always land in the same item. */
function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

/** Rows grouped by the item they belong in: `pk`, `sk` and the entries (attribute name -> JSON). */
function packed<T extends { day: string }>(rows: T[], prefix: string, idOf: (row: T) => string) {
  const items = new Map<string, { pk: string; sk: string; entries: [string, string][] }>();
  for (const row of rows) {
    const id = idOf(row);
    const pk = dayPartition(row.day);
    const sk = `${prefix}${bucketOf(id)}`;
    const item = items.get(`${pk} ${sk}`) ?? { pk, sk, entries: [] };
    item.entries.push([`${ENTRY}${id}`, JSON.stringify(row)]);
    items.set(`${pk} ${sk}`, item);
  }
  return [...items.values()];
}

const unpacked = <T>(items: Record<string, unknown>[]): T[] =>
  items.flatMap((item) =>
    Object.entries(item)
      .filter(([name]) => name.startsWith(ENTRY))
      .map(([, value]) => JSON.parse(String(value)) as T),
  );

const CAMPAIGN_DAY_FIELDS = [
  'day',
  'campaignId',
  'accountId',
  'campaignName',
  'spend',
  'impressions',
  'clicks',
  'linkClicks',
  'results',
  'conversions',
] as const;
const REVENUE_FIELDS = ['day', 'channel', 'revenue', 'conversions', 'pageViews', 'sessions'] as const;
const SNAPSHOT_FIELDS = [
  'campaignId',
  'accountId',
  'name',
  'status',
  'objective',
  'bidStrategy',
  'dailyBudget',
  'bidCap',
  'channel',
  'refreshedAt',
] as const;

function pickFields<T>(item: Record<string, unknown>, fields: readonly string[]): T {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (item[field] !== undefined) picked[field] = item[field];
  return picked as T;
}

export function createInsightsStore(table: DynamoTable): InsightsStore {
  const { client, name } = table;

  const dayItems = async (range: { since: string; until: string }, prefix: string) =>
    (
      await mapLimit(daysOf(range), READ_CONCURRENCY, (day) =>
        queryAll(client, {
          TableName: name,
          KeyConditionExpression: 'pk = :day AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':day': dayPartition(day), ':prefix': prefix },
        }),
      )
    ).flat();

  return {
    async putCampaignDays(rows) {
      const writes = packed(rows, CAMPAIGN_PREFIX, (row) => row.campaignId).flatMap(({ pk, sk, entries }) =>
        Array.from({ length: Math.ceil(entries.length / SETS_PER_UPDATE) }, (_, chunk) =>
          entries.slice(chunk * SETS_PER_UPDATE, (chunk + 1) * SETS_PER_UPDATE),
        ).map((part) => ({ pk, sk, part })),
      );
      await mapLimit(writes, 4, ({ pk, sk, part }) =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: { pk, sk },
            UpdateExpression: `SET ${part.map((_, index) => `#n${index} = :v${index}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(part.map(([entry], index) => [`#n${index}`, entry])),
            ExpressionAttributeValues: Object.fromEntries(
              part.map(([, json], index) => [`:v${index}`, json]),
            ),
          }),
        ),
      );
    },

    async putSnapshots(snapshots) {
      await batchWriteAll(
        client,
        name,
        snapshots.map((snapshot) => ({
          put: { pk: SNAPSHOTS_PARTITION, sk: snapshot.campaignId, ...snapshot },
        })),
      );
    },

    async replaceRevenue(range, rows) {
      // A day's warehouse rows are replaced as a whole: whole bucket items put, buckets left empty deleted.
      const items = packed(rows, CHANNEL_PREFIX, (row) => row.channel);
      const fresh = new Set(items.map((item) => `${item.pk} ${item.sk}`));
      const stale = (await dayItems(range, CHANNEL_PREFIX)).filter(
        (item) => !fresh.has(`${item.pk as string} ${item.sk as string}`),
      );
      await batchWriteAll(
        client,
        name,
        items.map(({ pk, sk, entries }) => ({ put: { pk, sk, ...Object.fromEntries(entries) } })),
      );
      await batchWriteAll(
        client,
        name,
        stale.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
      );
    },

    async campaignDays(range) {
      return unpacked<Record<string, unknown>>(await dayItems(range, CAMPAIGN_PREFIX)).map((row) =>
        pickFields<CampaignDay>(row, CAMPAIGN_DAY_FIELDS),
      );
    },

    async revenueDays(range) {
      return unpacked<Record<string, unknown>>(await dayItems(range, CHANNEL_PREFIX)).map((row) =>
        pickFields<ChannelRevenueDay>(row, REVENUE_FIELDS),
      );
    },

    async snapshots() {
      const items = await queryAll(client, {
        TableName: name,
        KeyConditionExpression: 'pk = :snapshots',
        ExpressionAttributeValues: { ':snapshots': SNAPSHOTS_PARTITION },
      });
      return items.map((item) => pickFields<CampaignSnapshot>(item, SNAPSHOT_FIELDS));
    },

    async state() {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: STATE_KEY, ConsistentRead: true }),
      );
      return {
        lastRefreshedAt: (Item?.lastRefreshedAt as string | null | undefined) ?? undefined,
        pending: (Item?.pending as RefreshState['pending'] | undefined) ?? [],
        lastProblem: Item?.lastProblem as string | undefined,
      };
    },

    async saveState(state) {
      // An update, not a put: the run lease on the same item stays as it is.
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: STATE_KEY,
          UpdateExpression:
            state.lastProblem === undefined
              ? 'SET pending = :pending, lastRefreshedAt = :at REMOVE lastProblem'
              : 'SET pending = :pending, lastRefreshedAt = :at, lastProblem = :problem',
          ExpressionAttributeValues: {
            ':pending': state.pending,
            ':at': state.lastRefreshedAt ?? null,
            ...(state.lastProblem === undefined ? {} : { ':problem': state.lastProblem }),
          },
        }),
      );
    },

    async claimRun(nowMs, leaseMs) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: name,
            Key: STATE_KEY,
            UpdateExpression: 'SET runUntil = :until',
            ConditionExpression: 'attribute_not_exists(runUntil) OR runUntil < :now',
            ExpressionAttributeValues: { ':until': nowMs + leaseMs, ':now': nowMs },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async releaseRun() {
      await client.send(
        new UpdateCommand({ TableName: name, Key: STATE_KEY, UpdateExpression: 'REMOVE runUntil' }),
      );
    },
  };
}

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
 * of campaigns (or channels) chosen by a hash of the id, and holds them all in one JSON attribute, one
 * compact array per campaign. A range read is one Query per day returning a handful of items whatever the
 * number of campaigns. One attribute per campaign was measured first: DynamoDB (and dynalite) pay per
 * attribute, so a 30-day read of 2,000 campaigns cost 1.7 s that way and 0.15 s as one attribute per item.
 * Writers merge their campaigns into a bucket under a version condition, so two writers never overwrite
 * each other's campaigns and a repeated write is idempotent.
 */
const dayPartition = (day: string) => `INSIGHTS#${day}`;
const CAMPAIGN_PREFIX = 'CAMPAIGN_DAYS#';
const CHANNEL_PREFIX = 'CHANNEL_DAYS#';
/** Buckets per day and kind: 2,000 campaigns make items of about 25 KB, far below DynamoDB's 400 KB. */
const BUCKETS = 8;
const SNAPSHOTS_PARTITION = 'INSIGHTS_CAMPAIGNS';
const SNAPSHOT_PREFIX = 'SNAPSHOTS#';
const STATE_KEY = { pk: 'INSIGHTS_REFRESH', sk: 'STATE' };
/** Day partitions read (and buckets merged) at once: a 90-day range stays a few round trips. */
const CONCURRENCY = 8;
/** A bucket merge that lost this many races in a row gives up loudly rather than spin. */
const MERGE_ATTEMPTS = 12;

/** A stable bucket for an id (FNV-1a), so a campaign's figures always land in the same item. */
function bucketOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

/**
 * Each entry's values as an array in a fixed field order: the field names are written once, here, not per
 * entry. Decoding builds object literals (not objects keyed in a loop), which is what keeps 60,000 campaign
 * days cheap to read.
 */
type Entries = Record<string, unknown[]>;
type Values = unknown[];
const optional = <T>(value: unknown) => (value === null ? undefined : (value as T));

const encodeCampaignDay = (row: CampaignDay): Values => [
  row.accountId,
  row.campaignName,
  row.spend,
  row.impressions,
  row.clicks,
  row.linkClicks,
  row.results,
  row.conversions,
];
const decodeCampaignDay = (day: string, campaignId: string, values: Values): CampaignDay => ({
  day,
  campaignId,
  accountId: values[0] as string,
  campaignName: values[1] as string,
  spend: values[2] as number,
  impressions: values[3] as number,
  clicks: values[4] as number,
  linkClicks: values[5] as number,
  results: values[6] as number,
  conversions: values[7] as number,
});

const encodeRevenue = (row: ChannelRevenueDay): Values => [
  row.revenue,
  row.conversions,
  row.pageViews,
  row.sessions,
];
const decodeRevenue = (day: string, channel: string, values: Values): ChannelRevenueDay => ({
  day,
  channel,
  revenue: values[0] as number,
  conversions: values[1] as number,
  pageViews: values[2] as number,
  sessions: values[3] as number,
});

const encodeSnapshot = (snapshot: CampaignSnapshot): Values => [
  snapshot.accountId,
  snapshot.name,
  snapshot.status,
  snapshot.objective,
  snapshot.bidStrategy ?? null,
  snapshot.dailyBudget ?? null,
  snapshot.bidCap ?? null,
  snapshot.channel ?? null,
  snapshot.refreshedAt,
];
function decodeSnapshot(campaignId: string, values: Values): CampaignSnapshot {
  const snapshot: CampaignSnapshot = {
    campaignId,
    accountId: values[0] as string,
    name: values[1] as string,
    status: values[2] as string,
    objective: values[3] as string,
    refreshedAt: values[8] as string,
  };
  // Optional fields stay absent rather than undefined, as the refresh wrote them.
  const bidStrategy = optional<string>(values[4]);
  const dailyBudget = optional<number>(values[5]);
  const bidCap = optional<number>(values[6]);
  const channel = optional<string>(values[7]);
  if (bidStrategy !== undefined) snapshot.bidStrategy = bidStrategy;
  if (dailyBudget !== undefined) snapshot.dailyBudget = dailyBudget;
  if (bidCap !== undefined) snapshot.bidCap = bidCap;
  if (channel !== undefined) snapshot.channel = channel;
  return snapshot;
}

/** Entries grouped by the item they belong in. */
function bucketed<T>(
  rows: T[],
  keyOf: (row: T) => { pk: string; prefix: string; id: string },
  encode: (row: T) => unknown[],
) {
  const items = new Map<string, { pk: string; sk: string; entries: Entries }>();
  for (const row of rows) {
    const { pk, prefix, id } = keyOf(row);
    const sk = `${prefix}${bucketOf(id)}`;
    const item = items.get(`${pk} ${sk}`) ?? { pk, sk, entries: {} };
    item.entries[id] = encode(row);
    items.set(`${pk} ${sk}`, item);
  }
  return [...items.values()];
}

const entriesOf = (item: Record<string, unknown> | undefined): Entries =>
  item?.entries === undefined ? {} : (JSON.parse(String(item.entries)) as Entries);

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

  /** Adds `entries` to a bucket item (replacing entries of the same id) under the item's version. */
  async function mergeBucket({ pk, sk, entries }: { pk: string; sk: string; entries: Entries }) {
    for (let attempt = 1; ; attempt += 1) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: { pk, sk }, ConsistentRead: true }),
      );
      const version = Item?.version as number | undefined;
      try {
        await client.send(
          new PutCommand({
            TableName: name,
            Item: {
              pk,
              sk,
              version: (version ?? 0) + 1,
              entries: JSON.stringify({ ...entriesOf(Item), ...entries }),
            },
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

  return {
    async putCampaignDays(rows) {
      const items = bucketed(
        rows,
        (row) => ({ pk: dayPartition(row.day), prefix: CAMPAIGN_PREFIX, id: row.campaignId }),
        encodeCampaignDay,
      );
      await mapLimit(items, CONCURRENCY, mergeBucket);
    },

    async putSnapshots(snapshots) {
      const items = bucketed(
        snapshots,
        (snapshot) => ({ pk: SNAPSHOTS_PARTITION, prefix: SNAPSHOT_PREFIX, id: snapshot.campaignId }),
        encodeSnapshot,
      );
      await mapLimit(items, CONCURRENCY, mergeBucket);
    },

    async replaceRevenue(range, rows) {
      // A day's warehouse rows are replaced as a whole: whole bucket items put, buckets left empty deleted.
      const items = bucketed(
        rows,
        (row) => ({ pk: dayPartition(row.day), prefix: CHANNEL_PREFIX, id: row.channel }),
        encodeRevenue,
      );
      const fresh = new Set(items.map((item) => `${item.pk} ${item.sk}`));
      const stale = (await dayItems(range, CHANNEL_PREFIX)).filter(
        (item) => !fresh.has(`${item.pk as string} ${item.sk as string}`),
      );
      await batchWriteAll(
        client,
        name,
        items.map(({ pk, sk, entries }) => ({ put: { pk, sk, entries: JSON.stringify(entries) } })),
      );
      await batchWriteAll(
        client,
        name,
        stale.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
      );
    },

    async campaignDays(range) {
      return (await dayItems(range, CAMPAIGN_PREFIX)).flatMap((item) => {
        const day = String(item.pk).slice(dayPartition('').length);
        return Object.entries(entriesOf(item)).map(([campaignId, values]) =>
          decodeCampaignDay(day, campaignId, values),
        );
      });
    },

    async revenueDays(range) {
      return (await dayItems(range, CHANNEL_PREFIX)).flatMap((item) => {
        const day = String(item.pk).slice(dayPartition('').length);
        return Object.entries(entriesOf(item)).map(([channel, values]) =>
          decodeRevenue(day, channel, values),
        );
      });
    },

    async snapshots() {
      const items = await queryAll(client, {
        TableName: name,
        KeyConditionExpression: 'pk = :snapshots AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':snapshots': SNAPSHOTS_PARTITION, ':prefix': SNAPSHOT_PREFIX },
      });
      return items.flatMap((item) =>
        Object.entries(entriesOf(item)).map(([campaignId, values]) => decodeSnapshot(campaignId, values)),
      );
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

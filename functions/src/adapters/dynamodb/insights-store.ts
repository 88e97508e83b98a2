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
 * One partition per US Eastern day holds that day's campaign rows and channel rows (decision 015): a range
 * read is one Query per day, whatever the number of campaigns.
 */
const dayPartition = (day: string) => `INSIGHTS#${day}`;
const CAMPAIGN_PREFIX = 'CAMPAIGN#';
const CHANNEL_PREFIX = 'CHANNEL#';
const SNAPSHOTS_PARTITION = 'INSIGHTS_CAMPAIGNS';
const STATE_KEY = { pk: 'INSIGHTS_REFRESH', sk: 'STATE' };
/** Day partitions read at once: a 90-day range stays a few round trips. */
const READ_CONCURRENCY = 8;

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
      await batchWriteAll(
        client,
        name,
        rows.map((row) => ({
          put: { pk: dayPartition(row.day), sk: `${CAMPAIGN_PREFIX}${row.campaignId}`, ...row },
        })),
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
      const fresh = new Set(
        rows.map((row) => `${dayPartition(row.day)}\u0000${CHANNEL_PREFIX}${row.channel}`),
      );
      const stale = (await dayItems(range, CHANNEL_PREFIX)).filter(
        (item) => !fresh.has(`${item.pk as string}\u0000${item.sk as string}`),
      );
      // Puts first: a reader in between sees the new rows beside a few old ones, never a day without any.
      await batchWriteAll(
        client,
        name,
        rows.map((row) => ({
          put: { pk: dayPartition(row.day), sk: `${CHANNEL_PREFIX}${row.channel}`, ...row },
        })),
      );
      await batchWriteAll(
        client,
        name,
        stale.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })),
      );
    },

    async campaignDays(range) {
      return (await dayItems(range, CAMPAIGN_PREFIX)).map((item) =>
        pickFields<CampaignDay>(item, CAMPAIGN_DAY_FIELDS),
      );
    },

    async revenueDays(range) {
      return (await dayItems(range, CHANNEL_PREFIX)).map((item) =>
        pickFields<ChannelRevenueDay>(item, REVENUE_FIELDS),
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

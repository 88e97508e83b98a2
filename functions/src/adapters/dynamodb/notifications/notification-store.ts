import type {
  NotificationPageQuery,
  NotificationRecord,
  NotificationStore,
} from '../../../ports/notifications';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '../document-sdk';
import { conditionally, type DynamoTable, toEpochSeconds } from '../dynamo-table';
import { countAll } from '../query-all';

/**
 * Every notification in one partition sorted by id (ids begin with their time, so newest first is a
 * backwards Query); open conditions in another, one item per condition key. Both carry `expiresAt` in
 * epoch seconds, DynamoDB's TTL attribute on AWS; the reads leave expired items out everywhere, since
 * dynalite never deletes them.
 */
const PARTITION = 'NOTIFICATIONS';
const CONDITIONS = 'NOTIFY_CONDITION';
const QUERY_PAGE = 100;
/** A filtered page reads at most this many notifications, then answers what it found and where to go on. */
const MAX_EXAMINED = 1000;
const BATCH_WRITE = 25;

const expiresAtMsOf = (item: Record<string, unknown>) => Number(item.expiresAt) * 1000;

function toRecord(item: Record<string, unknown>): NotificationRecord {
  return {
    id: item.sk as string,
    kind: item.kind as NotificationRecord['kind'],
    severity: item.severity as NotificationRecord['severity'],
    title: item.title as string,
    message: item.message as string,
    link: (item.link as string | undefined) ?? null,
    createdAt: item.createdAt as string,
    expiresAtMs: expiresAtMsOf(item),
  };
}

const matches = (record: NotificationRecord, query: NotificationPageQuery) =>
  record.expiresAtMs > query.nowMs &&
  (query.kind === undefined || record.kind === query.kind) &&
  (query.severity === undefined || record.severity === query.severity);

export function createNotificationStore({ client, name: TableName }: DynamoTable): NotificationStore {
  /** Batches of notifications newest first, between the bounds. */
  async function* newestFirst(before?: string, after?: string) {
    let upper = before;
    for (;;) {
      const range =
        upper && after
          ? ' AND sk BETWEEN :after AND :before'
          : upper
            ? ' AND sk < :before'
            : after
              ? ' AND sk > :after'
              : '';
      const page = await client.send(
        new QueryCommand({
          TableName,
          ConsistentRead: true,
          KeyConditionExpression: `pk = :partition${range}`,
          ExpressionAttributeValues: {
            ':partition': PARTITION,
            ...(upper ? { ':before': upper } : {}),
            ...(after ? { ':after': after } : {}),
          },
          ScanIndexForward: false,
          Limit: QUERY_PAGE,
        }),
      );
      // BETWEEN includes its bounds: the bounds themselves are outside the range asked for.
      const items = (page.Items ?? []).map(toRecord).filter((n) => n.id !== upper && n.id !== after);
      if (items.length > 0) yield items;
      if (!page.LastEvaluatedKey || (page.Items ?? []).length === 0) return;
      upper = (page.Items ?? []).at(-1)?.sk as string;
    }
  }

  return {
    openCondition(conditionKey, notificationId, expiresAtMs, nowMs) {
      return conditionally(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: {
              pk: CONDITIONS,
              sk: conditionKey,
              notificationId,
              expiresAt: toEpochSeconds(expiresAtMs),
            },
            // A condition whose notification expired is open no more: the next occurrence is news again.
            ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
            ExpressionAttributeValues: { ':now': Math.floor(nowMs / 1000) },
          }),
        ),
      );
    },

    clearCondition(conditionKey) {
      return conditionally(() =>
        client.send(
          new DeleteCommand({
            TableName,
            Key: { pk: CONDITIONS, sk: conditionKey },
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      );
    },

    async put(notification) {
      const { id, expiresAtMs, link, ...fields } = notification;
      await client.send(
        new PutCommand({
          TableName,
          Item: {
            pk: PARTITION,
            sk: id,
            ...fields,
            ...(link ? { link } : {}),
            expiresAt: toEpochSeconds(expiresAtMs),
          },
        }),
      );
    },

    async get(id) {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: { pk: PARTITION, sk: id }, ConsistentRead: true }),
      );
      return Item ? toRecord(Item) : undefined;
    },

    async page(query) {
      const found: NotificationRecord[] = [];
      let examined = 0;
      for await (const batch of newestFirst(query.before, query.after)) {
        const skipped = query.skip ? await query.skip(batch.map((n) => n.id)) : new Set<string>();
        for (const record of batch) {
          examined += 1;
          if (matches(record, query) && !skipped.has(record.id)) found.push(record);
          // One past the page says whether another page exists.
          if (found.length > query.limit) {
            const notifications = found.slice(0, query.limit);
            return { notifications, nextCursor: notifications.at(-1)?.id ?? null };
          }
          if (examined >= MAX_EXAMINED) return { notifications: found, nextCursor: record.id };
        }
      }
      return { notifications: found, nextCursor: null };
    },

    async idsAfter(after, limit, nowMs) {
      const ids: string[] = [];
      for await (const batch of newestFirst(undefined, after)) {
        for (const record of batch) {
          if (record.expiresAtMs > nowMs) ids.push(record.id);
          if (ids.length >= limit) return ids;
        }
      }
      return ids;
    },

    countAfter(after, nowMs) {
      return countAll(client, {
        TableName,
        ConsistentRead: true,
        KeyConditionExpression: 'pk = :partition AND sk > :after',
        FilterExpression: 'expiresAt > :now',
        ExpressionAttributeValues: {
          ':partition': PARTITION,
          ':after': after,
          ':now': Math.floor(nowMs / 1000),
        },
      });
    },

    async purgeExpired(nowMs, limit) {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :partition',
          ExpressionAttributeValues: { ':partition': PARTITION },
          ScanIndexForward: true,
          Limit: limit,
        }),
      );
      const expired = Items.filter((item) => expiresAtMsOf(item) <= nowMs);
      for (let start = 0; start < expired.length; start += BATCH_WRITE) {
        let requests = expired
          .slice(start, start + BATCH_WRITE)
          .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
        while (requests.length > 0) {
          const answer = await client.send(
            new BatchWriteCommand({ RequestItems: { [TableName]: requests } }),
          );
          requests = (answer.UnprocessedItems?.[TableName] ?? []) as typeof requests;
        }
      }
      return expired.length;
    },
  };
}

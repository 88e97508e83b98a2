import type { ReadStateStore, UnreadCounter } from '../../../ports/notifications';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '../document-sdk';
import { conditionally, type DynamoTable, toEpochSeconds } from '../dynamo-table';

/**
 * One counter item per user in one partition (`unread`, `readAllAt`): the unread count is one GetItem
 * whatever the number of notifications, and raising one adds to every counter (a team is tens of users).
 * The add is conditional on the user's read-all mark lying below the new id, so a read-all and a raise
 * that cross never leave a count for a notification that reads as read. A notification read one at a
 * time gets a mark item (with the notification's expiry) in the user's own partition.
 */
const COUNTERS = 'NOTIFY_UNREAD';
const marksOf = (userId: string) => `NOTIFY_READ#${userId}`;
const counterKey = (userId: string) => ({ pk: COUNTERS, sk: userId });
const FAN_OUT = 10;

const toCounter = (item: Record<string, unknown>): UnreadCounter => ({
  unread: Math.max(0, Number(item.unread ?? 0)),
  readAllAt: String(item.readAllAt ?? ''),
});

export function createReadStateStore({ client, name: TableName }: DynamoTable): ReadStateStore {
  async function counter(userId: string) {
    const { Item } = await client.send(
      new GetCommand({ TableName, Key: counterKey(userId), ConsistentRead: true }),
    );
    return Item ? toCounter(Item) : undefined;
  }

  async function allUserIds(): Promise<string[]> {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :partition',
          ExpressionAttributeValues: { ':partition': COUNTERS },
          ProjectionExpression: 'sk',
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) ids.push(item.sk as string);
      start = page.LastEvaluatedKey;
    } while (start);
    return ids;
  }

  return {
    counter,

    async ensureCounter(userId, readAllAt, unread) {
      await conditionally(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: { ...counterKey(userId), unread, readAllAt },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
      return (await counter(userId)) ?? { unread, readAllAt };
    },

    async countRaised(notificationId) {
      const ids = await allUserIds();
      for (let start = 0; start < ids.length; start += FAN_OUT) {
        await Promise.all(
          ids.slice(start, start + FAN_OUT).map((userId) =>
            conditionally(() =>
              client.send(
                new UpdateCommand({
                  TableName,
                  Key: counterKey(userId),
                  UpdateExpression: 'ADD unread :one',
                  ConditionExpression: 'attribute_exists(pk) AND readAllAt < :id',
                  ExpressionAttributeValues: { ':one': 1, ':id': notificationId },
                }),
              ),
            ),
          ),
        );
      }
    },

    async markRead(userId, notificationId, expiresAtMs) {
      const marked = await conditionally(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: { pk: marksOf(userId), sk: notificationId, expiresAt: toEpochSeconds(expiresAtMs) },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
      if (!marked) return false;
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: counterKey(userId),
            UpdateExpression: 'ADD unread :minusOne',
            ConditionExpression: 'unread > :zero AND readAllAt < :id',
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':id': notificationId },
          }),
        ),
      );
      return true;
    },

    async readMarks(userId, ids) {
      if (ids.length === 0) return new Set();
      const sorted = [...ids].sort();
      const marks = new Set<string>();
      let start: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName,
            ConsistentRead: true,
            KeyConditionExpression: 'pk = :partition AND sk BETWEEN :low AND :high',
            ExpressionAttributeValues: {
              ':partition': marksOf(userId),
              ':low': sorted[0],
              ':high': sorted.at(-1),
            },
            ProjectionExpression: 'sk',
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? []) marks.add(item.sk as string);
        start = page.LastEvaluatedKey;
      } while (start);
      return marks;
    },

    async readAll(userId, readAllAt) {
      await client.send(
        new UpdateCommand({
          TableName,
          Key: counterKey(userId),
          UpdateExpression: 'SET unread = :zero, readAllAt = :at',
          ExpressionAttributeValues: { ':zero': 0, ':at': readAllAt },
        }),
      );
    },

    async correct(userId, expected, unread) {
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: counterKey(userId),
            UpdateExpression: 'SET unread = :unread',
            ConditionExpression: 'unread = :expected',
            ExpressionAttributeValues: { ':unread': unread, ':expected': expected },
          }),
        ),
      );
    },
  };
}

import type { LoginAttemptRepository } from '../../ports/login-attempts';
import { DeleteCommand, GetCommand, UpdateCommand } from './document-sdk';
import { conditionally, type DynamoTable, toEpochSeconds } from './dynamo-table';

const attemptKey = (key: string, windowStart: number) => ({
  pk: `LOGINFAIL#${key}`,
  sk: String(windowStart),
});

/**
 * One item per key and window: `failures` (the failed attempts, and those whose password is being checked
 * right now), `nextDueAt` for a paced key, and `expiresAt` for the table's TTL. DynamoDB evaluates an
 * update's condition and applies its `ADD` as one step per item, which is what makes `take` atomic.
 */
export function createLoginAttemptRepository({ client, name }: DynamoTable): LoginAttemptRepository {
  return {
    async take(key, window, limit, pace) {
      let counted: number | undefined;
      const allowed = await conditionally(async () => {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: name,
            Key: attemptKey(key, window.start),
            UpdateExpression: pace
              ? 'ADD failures :one SET expiresAt = :exp, nextDueAt = :next'
              : 'ADD failures :one SET expiresAt = :exp',
            ConditionExpression: pace
              ? 'attribute_not_exists(failures) OR failures < :limit OR nextDueAt <= :now'
              : 'attribute_not_exists(failures) OR failures < :limit',
            ExpressionAttributeValues: {
              ':one': 1,
              ':limit': limit,
              ':exp': toEpochSeconds(window.end),
              ...(pace ? { ':now': pace.now, ':next': pace.nextDueAt } : {}),
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        counted = Attributes?.failures as number;
      });
      return allowed ? counted : undefined;
    },

    async postpone(key, windowStart, nextDueAt) {
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: attemptKey(key, windowStart),
            UpdateExpression: 'SET nextDueAt = :next',
            ConditionExpression: 'attribute_exists(failures) AND nextDueAt < :next',
            ExpressionAttributeValues: { ':next': nextDueAt },
          }),
        ),
      );
    },

    async nextDueAt(key, windowStart) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: attemptKey(key, windowStart), ConsistentRead: true }),
      );
      return Item?.nextDueAt as number | undefined;
    },

    async giveBack(key, windowStart) {
      // Conditional, so a count cleared meanwhile is not recreated below zero.
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: attemptKey(key, windowStart),
            UpdateExpression: 'ADD failures :minusOne',
            ConditionExpression: 'failures > :zero',
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
          }),
        ),
      );
    },

    async clear(key, windowStart) {
      await client.send(new DeleteCommand({ TableName: name, Key: attemptKey(key, windowStart) }));
    },
  };
}

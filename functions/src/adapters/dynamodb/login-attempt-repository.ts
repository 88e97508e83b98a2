import { BatchGetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginAttemptRepository } from '../../ports/login-attempts';
import { type DynamoTable, toEpochSeconds } from './dynamo-table';

const attemptKey = (key: string, windowStart: number) => ({
  pk: `LOGINFAIL#${key}`,
  sk: String(windowStart),
});

export function createLoginAttemptRepository({ client, name }: DynamoTable): LoginAttemptRepository {
  return {
    async counts(keys, windowStart) {
      const { Responses } = await client.send(
        new BatchGetCommand({
          RequestItems: { [name]: { Keys: keys.map((key) => attemptKey(key, windowStart)) } },
        }),
      );
      const counts = new Map(keys.map((key) => [key, 0]));
      for (const item of Responses?.[name] ?? []) {
        counts.set((item.pk as string).slice('LOGINFAIL#'.length), item.failures as number);
      }
      return counts;
    },

    async recordFailure(keys, windowStart, expiresAt) {
      await Promise.all(
        keys.map((key) =>
          client.send(
            new UpdateCommand({
              TableName: name,
              Key: attemptKey(key, windowStart),
              UpdateExpression: 'ADD failures :one SET expiresAt = :exp',
              ExpressionAttributeValues: { ':one': 1, ':exp': toEpochSeconds(expiresAt) },
            }),
          ),
        ),
      );
    },

    async clear(key, windowStart) {
      await client.send(new DeleteCommand({ TableName: name, Key: attemptKey(key, windowStart) }));
    },
  };
}

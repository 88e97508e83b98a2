import type { PendingSignInStore } from '../../../ports/second-factors';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '../document-sdk';
import { conditionally, type DynamoTable, toEpochSeconds } from '../dynamo-table';

const pendingKey = (idHash: string) => ({ pk: `PENDINGSIGNIN#${idHash}`, sk: 'PENDINGSIGNIN' });

/** Sign-ins waiting for their second factor, by the hash of their id; TTL removes them on AWS. */
export function createPendingSignInStore({ client, name }: DynamoTable): PendingSignInStore {
  return {
    async create(record) {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: {
            ...pendingKey(record.idHash),
            userId: record.userId,
            expiresAtMs: record.expiresAt,
            // The table's TTL attribute (epoch seconds): DynamoDB deletes it some time after; dynalite never.
            expiresAt: toEpochSeconds(record.expiresAt),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async find(idHash) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: pendingKey(idHash), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const { userId, expiresAtMs, challenge } = Item as {
        userId: string;
        expiresAtMs: number;
        challenge?: string;
      };
      return { idHash, userId, expiresAt: expiresAtMs, challenge };
    },

    async setChallenge(idHash, challenge) {
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: pendingKey(idHash),
            UpdateExpression: 'SET challenge = :challenge',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':challenge': challenge },
          }),
        ),
      );
    },

    take: (idHash) =>
      conditionally(() =>
        client.send(
          new DeleteCommand({
            TableName: name,
            Key: pendingKey(idHash),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      ),
  };
}

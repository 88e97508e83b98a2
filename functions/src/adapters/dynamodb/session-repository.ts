import type { SessionRecord, SessionRepository } from '../../ports/sessions';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from './document-sdk';
import { type DynamoTable, isConditionFailure, toEpochSeconds } from './dynamo-table';
import { queryAll } from './query-all';

const sessionKey = (idHash: string) => ({ pk: `SESSION#${idHash}`, sk: 'SESSION' });
const userSessionsKey = (userId: string) => `USERSESSIONS#${userId}`;
const BATCH_WRITE_LIMIT = 25;

export function createSessionRepository({ client, name }: DynamoTable): SessionRepository {
  return {
    async create(session) {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: {
            ...sessionKey(session.idHash),
            gsi1pk: userSessionsKey(session.userId),
            gsi1sk: String(session.createdAt),
            ...session,
            expiresAt: toEpochSeconds(session.absoluteExpiresAt),
          },
        }),
      );
    },

    async find(idHash) {
      const { Item } = await client.send(new GetCommand({ TableName: name, Key: sessionKey(idHash) }));
      if (!Item) return undefined;
      const { userId, createdAt, lastSeenAt, absoluteExpiresAt } = Item as SessionRecord;
      return { idHash, userId, createdAt, lastSeenAt, absoluteExpiresAt };
    },

    async touch(idHash, lastSeenAt) {
      await client
        .send(
          new UpdateCommand({
            TableName: name,
            Key: sessionKey(idHash),
            UpdateExpression: 'SET lastSeenAt = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': lastSeenAt },
          }),
        )
        .catch((error: unknown) => {
          // The session was ended meanwhile: nothing to refresh.
          if (!isConditionFailure(error)) throw error;
        });
    },

    async delete(idHash) {
      await client.send(new DeleteCommand({ TableName: name, Key: sessionKey(idHash) }));
    },

    async deleteAllForUser(userId) {
      const items = await queryAll(client, {
        TableName: name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :user',
        ExpressionAttributeValues: { ':user': userSessionsKey(userId) },
        ProjectionExpression: 'pk, sk',
      });
      for (let start = 0; start < items.length; start += BATCH_WRITE_LIMIT) {
        const batch = items.slice(start, start + BATCH_WRITE_LIMIT);
        await client.send(
          new BatchWriteCommand({
            RequestItems: { [name]: batch.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })) },
          }),
        );
      }
    },
  };
}

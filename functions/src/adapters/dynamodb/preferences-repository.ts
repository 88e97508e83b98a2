import { preferencesSchema } from '#shared/schemas/settings';
import type { PreferencesRepository } from '../../ports/preferences';
import { GetCommand, PutCommand } from './document-sdk';
import type { DynamoTable } from './dynamo-table';

const preferencesKey = (userId: string) => ({ pk: `PREFERENCES#${userId}`, sk: 'PREFERENCES' });

export function createPreferencesRepository({ client, name }: DynamoTable): PreferencesRepository {
  return {
    async find(userId) {
      const { Item } = await client.send(new GetCommand({ TableName: name, Key: preferencesKey(userId) }));
      // Saved under older limits and now out of range: treated as never saved rather than served invalid.
      const parsed = preferencesSchema.safeParse(Item);
      return parsed.success ? parsed.data : undefined;
    },

    async save(userId, preferences) {
      await client.send(
        new PutCommand({ TableName: name, Item: { ...preferencesKey(userId), ...preferences, userId } }),
      );
    },
  };
}

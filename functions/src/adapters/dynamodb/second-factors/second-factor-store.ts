import type { SecondFactorRecord, SecondFactorStore } from '../../../ports/second-factors';
import { batchGetAll, itemKey } from '../batch-io';
import { DeleteCommand, GetCommand, PutCommand } from '../document-sdk';
import { conditionally, type DynamoTable } from '../dynamo-table';

/** Beside the user's own item, in their partition; the user's writes replace only `sk: USER`. */
const factorsKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'MFA' });

const hasFactor = (item: Record<string, unknown>) =>
  typeof item.totpSecret === 'string' || (Array.isArray(item.passkeys) && item.passkeys.length > 0);

/** Each user's second factors as one item, changed only by conditional writes on its version. */
export function createSecondFactorStore({ client, name }: DynamoTable): SecondFactorStore {
  return {
    async get(userId) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: factorsKey(userId), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...record } = Item;
      return record as SecondFactorRecord;
    },

    replace: (next, readVersion) =>
      conditionally(() =>
        client.send(
          new PutCommand({
            TableName: name,
            Item: { ...factorsKey(next.userId), ...next },
            ...(readVersion === 0
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: 'version = :read',
                  ExpressionAttributeValues: { ':read': readVersion },
                }),
          }),
        ),
      ),

    async remove(userId) {
      await client.send(new DeleteCommand({ TableName: name, Key: factorsKey(userId) }));
    },

    async enrolled(userIds) {
      const items = await batchGetAll(client, name, userIds.map(factorsKey), {
        projection: 'pk, sk, totpSecret, passkeys',
      });
      return new Set(
        userIds.filter((id) => {
          const item = items.get(itemKey(`USER#${id}`, 'MFA'));
          return item !== undefined && hasFactor(item);
        }),
      );
    },
  };
}

import type { BudgetChangeStore } from '../../ports/budget-changes';
import { GetCommand, PutCommand } from './document-sdk';
import { type DynamoTable, isConditionFailure, toEpochSeconds } from './dynamo-table';

const changesKey = (adsetId: string) => ({ pk: `BUDGET_CHANGES#${adsetId}`, sk: 'BUDGET_CHANGES' });

/** One item per ad set holding its recent budget change times; DynamoDB's TTL removes it once idle. */
export function createBudgetChangeStore({ client, name: TableName }: DynamoTable): BudgetChangeStore {
  return {
    async read(adsetId) {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: changesKey(adsetId), ConsistentRead: true }),
      );
      return {
        changes: Array.isArray(Item?.changes) ? (Item.changes as number[]) : [],
        version: typeof Item?.version === 'number' ? Item.version : 0,
      };
    },

    async write(adsetId, changes, expectedVersion, expiresAt) {
      try {
        await client.send(
          new PutCommand({
            TableName,
            Item: {
              ...changesKey(adsetId),
              changes,
              version: expectedVersion + 1,
              expiresAt: toEpochSeconds(expiresAt),
            },
            ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :expected',
            ExpressionAttributeValues: expectedVersion === 0 ? undefined : { ':expected': expectedVersion },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

import { DeleteCommand, GetCommand, PutCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';

type Key = { pk: string; sk: string };

/**
 * Whole items that people create, edit and delete (rules, profiles): read strongly, created once, replaced
 * only over the version that was read (its `updatedAt`), so two editors cannot overwrite each other.
 */
export function createEditedItems<T extends { id: string; updatedAt: string }>(
  { client, name: TableName }: DynamoTable,
  keyOf: (id: string) => Key,
  fromItem: (item: Record<string, unknown>) => T,
) {
  return {
    async get(id: string): Promise<T | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName, Key: keyOf(id), ConsistentRead: true }));
      return Item ? fromItem(Item) : undefined;
    },

    async create(value: T): Promise<void> {
      await client.send(
        new PutCommand({
          TableName,
          Item: { ...keyOf(value.id), ...value },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** False when the item changed (or went) since `previous` was read. */
    replace(previous: T, next: T): Promise<boolean> {
      return conditionally(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: { ...keyOf(next.id), ...next },
            ConditionExpression: 'updatedAt = :read',
            ExpressionAttributeValues: { ':read': previous.updatedAt },
          }),
        ),
      );
    },

    /** False when there was nothing to delete. */
    delete(id: string): Promise<boolean> {
      return conditionally(() =>
        client.send(
          new DeleteCommand({ TableName, Key: keyOf(id), ConditionExpression: 'attribute_exists(pk)' }),
        ),
      );
    },
  };
}

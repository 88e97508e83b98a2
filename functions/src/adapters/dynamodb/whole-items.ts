import { GetCommand, PutCommand } from './document-sdk';
import type { DynamoTable } from './dynamo-table';

type Key = { pk: string; sk: string };

/**
 * Values kept each as one whole item under its own key (settings, a keyword's last report): read strongly,
 * written whole, the key attributes never part of the value.
 */
export function createWholeItems<T extends object>(
  { client, name: TableName }: DynamoTable,
  keyOf: (id: string) => Key,
) {
  return {
    async get(id: string): Promise<T | undefined> {
      const { Item } = await client.send(new GetCommand({ TableName, Key: keyOf(id), ConsistentRead: true }));
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...value } = Item;
      return value as T;
    },
    async put(id: string, value: T): Promise<void> {
      await client.send(new PutCommand({ TableName, Item: { ...keyOf(id), ...value } }));
    },
  };
}

/** One value at a fixed key (a settings item). */
export function createSingleItem<T extends object>(table: DynamoTable, key: Key) {
  const items = createWholeItems<T>(table, () => key);
  return { get: () => items.get(''), save: (value: T) => items.put('', value) };
}

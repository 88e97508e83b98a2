import { GetCommand, UpdateCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';
import { createEditedItems } from './edited-items';
import { queryAll } from './query-all';

/**
 * Edited items of one kind (`createEditedItems`) that share one partition with a pointer to the default
 * one (Meta profiles, WordPress sites): the list and its default are one strongly consistent Query, and
 * moving the default is conditional on the default that was read, so two admins cannot cross.
 */
export function createDefaultedItems<T extends { id: string; updatedAt: string; createdAt: string }>(
  table: DynamoTable,
  names: {
    /** The partition of the items and of the pointer. */
    partition: string;
    /** The sort-key prefix of an item (`SITE#`). */
    prefix: string;
    /** The pointer item's attribute holding the default's id (`siteId`). */
    pointer: string;
  },
) {
  const { client, name: TableName } = table;
  const { partition, prefix, pointer } = names;
  const DEFAULT_KEY = { pk: partition, sk: 'DEFAULT' };
  const toRecord = (item: Record<string, unknown>) => {
    const { pk: _pk, sk: _sk, ...record } = item;
    return record as unknown as T;
  };
  const byAge = (a: T, b: T) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  const keyOf = (id: string) => ({ pk: partition, sk: `${prefix}${id}` });

  return {
    keyOf,
    records: createEditedItems(table, keyOf, toRecord),

    /** Every item, oldest first, and the default's id. */
    async list(): Promise<{ items: T[]; defaultId: string | undefined }> {
      const items = await queryAll(client, {
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ConsistentRead: true,
      });
      const saved = items.find((item) => item.sk === DEFAULT_KEY.sk);
      const records = items.filter((item) => String(item.sk).startsWith(prefix)).map(toRecord);
      return { items: records.sort(byAge), defaultId: saved?.[pointer] as string | undefined };
    },

    async defaultId(): Promise<string | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: DEFAULT_KEY, ConsistentRead: true }),
      );
      return Item?.[pointer] as string | undefined;
    },

    /** Points the default at `id` (none: no default) if it still is `expected`; false when it moved. */
    pointDefault(id: string | undefined, expected: string | undefined): Promise<boolean> {
      const values = {
        ...(expected === undefined ? {} : { ':expected': expected }),
        ...(id === undefined ? {} : { ':id': id }),
      };
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: DEFAULT_KEY,
            UpdateExpression: id === undefined ? `REMOVE ${pointer}` : `SET ${pointer} = :id`,
            ConditionExpression:
              expected === undefined ? `attribute_not_exists(${pointer})` : `${pointer} = :expected`,
            ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
          }),
        ),
      );
    },
  };
}

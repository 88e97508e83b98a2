import type { CreativeRefreshRecord, CreativeRefreshStore } from '../../ports/creative-refresh';
import { PutCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';
import { createWholeItems } from './whole-items';

/** One item per refresh under its id, read strongly; only the first write of an id is conditional. */
const keyOf = (id: string) => ({ pk: `CREATIVE_REFRESH#${id}`, sk: 'REFRESH' });

export function createCreativeRefreshStore(table: DynamoTable): CreativeRefreshStore {
  const items = createWholeItems<CreativeRefreshRecord>(table, keyOf);
  return {
    get: (id) => items.get(id),
    start: (record) =>
      conditionally(() =>
        table.client.send(
          new PutCommand({
            TableName: table.name,
            Item: { ...keyOf(record.id), ...record },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      ),
    save: (record) => items.put(record.id, record),
  };
}

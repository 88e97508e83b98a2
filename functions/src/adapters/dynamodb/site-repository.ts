import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SiteRecord, SiteStore } from '../../ports/sites';
import { conditionally, type DynamoTable } from './dynamo-table';
import { createEditedItems } from './edited-items';
import { queryAll } from './query-all';

/** All sites and the default pointer share one partition: the list is one strongly consistent Query. */
const PARTITION = 'SITES';
const SITE_PREFIX = 'SITE#';
const siteKey = (id: string) => ({ pk: PARTITION, sk: `${SITE_PREFIX}${id}` });
const DEFAULT_KEY = { pk: PARTITION, sk: 'DEFAULT' };

function toRecord(item: Record<string, unknown>): SiteRecord {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as SiteRecord;
}

const byAge = (a: SiteRecord, b: SiteRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export function createSiteRepository(table: DynamoTable): SiteStore {
  const { client, name: TableName } = table;
  const records = createEditedItems(table, siteKey, toRecord);

  return {
    async list() {
      const items = await queryAll(client, {
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
        ConsistentRead: true,
      });
      const pointer = items.find((item) => item.sk === DEFAULT_KEY.sk);
      const sites = items.filter((item) => String(item.sk).startsWith(SITE_PREFIX)).map(toRecord);
      return { sites: sites.sort(byAge), defaultId: pointer?.siteId as string | undefined };
    },

    findById: records.get,

    async defaultId() {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: DEFAULT_KEY, ConsistentRead: true }),
      );
      return Item?.siteId as string | undefined;
    },

    create: records.create,
    replace: records.replace,
    delete: records.delete,

    async put(site) {
      await client.send(new PutCommand({ TableName, Item: { ...siteKey(site.id), ...site } }));
    },

    pointDefault(id, expected) {
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: DEFAULT_KEY,
            UpdateExpression: 'SET siteId = :id',
            ConditionExpression:
              expected === undefined ? 'attribute_not_exists(siteId)' : 'siteId = :expected',
            ExpressionAttributeValues: {
              ':id': id,
              ...(expected === undefined ? {} : { ':expected': expected }),
            },
          }),
        ),
      );
    },
  };
}

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProfileRecord, ProfileStore } from '../../ports/meta-profiles';
import { conditionally, type DynamoTable } from './dynamo-table';
import { createEditedItems } from './edited-items';
import { queryAll } from './query-all';

/** All profiles and the default pointer share one partition: the list is one strongly consistent Query. */
const PARTITION = 'META_PROFILES';
const PROFILE_PREFIX = 'PROFILE#';
const profileKey = (id: string) => ({ pk: PARTITION, sk: `${PROFILE_PREFIX}${id}` });
const DEFAULT_KEY = { pk: PARTITION, sk: 'DEFAULT' };

function toRecord(item: Record<string, unknown>): ProfileRecord {
  const { pk: _pk, sk: _sk, ...record } = item;
  return record as unknown as ProfileRecord;
}

const byAge = (a: ProfileRecord, b: ProfileRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export function createProfileRepository(table: DynamoTable): ProfileStore {
  const { client, name: TableName } = table;
  const records = createEditedItems(table, profileKey, toRecord);

  return {
    async list() {
      const items = await queryAll(client, {
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
        ConsistentRead: true,
      });
      const pointer = items.find((item) => item.sk === DEFAULT_KEY.sk);
      const profiles = items.filter((item) => String(item.sk).startsWith(PROFILE_PREFIX)).map(toRecord);
      return { profiles: profiles.sort(byAge), defaultId: pointer?.profileId as string | undefined };
    },

    findById: records.get,

    async defaultId() {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: DEFAULT_KEY, ConsistentRead: true }),
      );
      return Item?.profileId as string | undefined;
    },

    create: records.create,
    replace: records.replace,
    delete: records.delete,

    pointDefault(id, expected) {
      const condition =
        expected === undefined
          ? { ConditionExpression: 'attribute_not_exists(profileId)' }
          : {
              ConditionExpression: 'profileId = :expected',
              ExpressionAttributeValues: { ':expected': expected },
            };
      const values = { ...condition.ExpressionAttributeValues, ...(id === undefined ? {} : { ':id': id }) };
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: DEFAULT_KEY,
            UpdateExpression: id === undefined ? 'REMOVE profileId' : 'SET profileId = :id',
            ConditionExpression: condition.ConditionExpression,
            ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
          }),
        ),
      );
    },
  };
}

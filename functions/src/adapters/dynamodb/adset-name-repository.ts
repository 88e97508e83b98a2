import { adsetName } from '#shared/meta/adset-names';
import type { AdsetNameRecord, AdsetNameStore } from '../../ports/adset-names';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';
import { queryAll } from './query-all';

const nameKey = (name: string) => ({ pk: `ADSET_NAME#${name}`, sk: 'ADSET_NAME' });
const HIGHEST_KEY = { pk: 'ADSET_NAMES', sk: 'HIGHEST' };
const AVAILABLE = 'available';
const USED = 'used';
/** Each state is one `gsi1` partition sorted by channel number, so each list is one key range. */
const statePartition = (state: string) => `ADSET_NAMES#${state}`;
const channelSortKey = (channelNumber: number) => String(channelNumber).padStart(10, '0');

/** The values that put a name in `state`: changing state moves it between the two `gsi1` partitions. */
const stateValues = (state: string) => ({ ':state': state, ':partition': statePartition(state) });
const NAMES = { '#state': 'state', '#owner': 'owner' };

function toRecord(item: Record<string, unknown>): AdsetNameRecord {
  const record: AdsetNameRecord = { name: item.name as string, channelNumber: item.channelNumber as number };
  if (typeof item.owner === 'string') record.owner = item.owner;
  return record;
}

export function createAdsetNameRepository({ client, name: TableName }: DynamoTable): AdsetNameStore {
  const listIn = (state: string, limit?: number) => {
    const input = {
      TableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :partition',
      ExpressionAttributeValues: { ':partition': statePartition(state) },
    };
    return limit === undefined
      ? queryAll(client, input)
      : client.send(new QueryCommand({ ...input, Limit: limit })).then((page) => page.Items ?? []);
  };

  return {
    async listAvailable(limit) {
      return (await listIn(AVAILABLE, limit)).map(toRecord);
    },

    async listUsed() {
      return (await listIn(USED)).map(toRecord);
    },

    async countAvailable(atMost) {
      const page = await client.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :partition',
          ExpressionAttributeValues: { ':partition': statePartition(AVAILABLE) },
          Select: 'COUNT',
          Limit: atMost,
        }),
      );
      return page.Count ?? 0;
    },

    async take(name, owner) {
      const taken = await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: nameKey(name),
            UpdateExpression: 'SET #state = :state, gsi1pk = :partition, #owner = :owner',
            ConditionExpression: 'attribute_exists(pk) AND (#state = :available OR #owner = :owner)',
            ExpressionAttributeNames: NAMES,
            ExpressionAttributeValues: { ...stateValues(USED), ':owner': owner, ':available': AVAILABLE },
          }),
        ),
      );
      if (taken) return 'taken';
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: nameKey(name), ConsistentRead: true, ProjectionExpression: 'pk' }),
      );
      return Item ? 'used' : 'unknown';
    },

    async release(name, owner) {
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: nameKey(name),
            UpdateExpression: 'SET #state = :state, gsi1pk = :partition REMOVE #owner',
            ConditionExpression: '#state = :used AND #owner = :owner',
            ExpressionAttributeNames: NAMES,
            ExpressionAttributeValues: { ...stateValues(AVAILABLE), ':owner': owner, ':used': USED },
          }),
        ),
      );
    },

    async markUsed({ name, channelNumber, owner }) {
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: nameKey(name),
            UpdateExpression:
              'SET #state = :state, gsi1pk = :partition, gsi1sk = :sort, #name = :name, channelNumber = :channel, #owner = :owner',
            ConditionExpression: 'attribute_not_exists(pk) OR #state = :available',
            ExpressionAttributeNames: { ...NAMES, '#name': 'name' },
            ExpressionAttributeValues: {
              ...stateValues(USED),
              ':sort': channelSortKey(channelNumber),
              ':name': name,
              ':channel': channelNumber,
              ':owner': owner ?? 'meta',
              ':available': AVAILABLE,
            },
          }),
        ),
      );
    },

    async highestChannel() {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: HIGHEST_KEY, ConsistentRead: true }),
      );
      return (Item?.highest as number | undefined) ?? 0;
    },

    // Names first, then the high mark: a grow cut short leaves names the next grow re-adds as no-ops.
    async grow(from, count) {
      const channels = Array.from({ length: count }, (_, i) => from + 1 + i);
      await Promise.all(
        channels.map((channelNumber) =>
          conditionally(() =>
            client.send(
              new PutCommand({
                TableName,
                Item: {
                  ...nameKey(adsetName(channelNumber)),
                  gsi1pk: statePartition(AVAILABLE),
                  gsi1sk: channelSortKey(channelNumber),
                  name: adsetName(channelNumber),
                  channelNumber,
                  state: AVAILABLE,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              }),
            ),
          ),
        ),
      );
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: HIGHEST_KEY,
            UpdateExpression: 'SET highest = :to',
            ConditionExpression: from === 0 ? 'attribute_not_exists(highest)' : 'highest = :from',
            ExpressionAttributeValues: { ':to': from + count, ...(from === 0 ? {} : { ':from': from }) },
          }),
        ),
      );
    },
  };
}

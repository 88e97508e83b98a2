import type { LaunchRecord, LaunchStore } from '../../ports/meta-launches';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';
import { queryAll } from './query-all';

const launchKey = (id: string) => ({ pk: `LAUNCH#${id}`, sk: 'LAUNCH' });
/** Launches share one `gsi1` partition sorted by creation time: the list is one key range. */
const LIST_PARTITION = 'LAUNCHES';
/** One small item per running launch, so a restart or the schedule finds them whatever their age. */
const RUNNING_PARTITION = 'LAUNCHES#RUNNING';
const runningKey = (id: string) => ({ pk: RUNNING_PARTITION, sk: id });

/** The head's fields the list shows: everything but its items. */
const SUMMARY_FIELDS = [
  'id',
  'status',
  'trigger',
  'profile',
  'dailyBudget',
  'startStatus',
  'fingerprint',
  'total',
  'created',
  'failed',
  'createdBy',
  'siteId',
  'createdAt',
  'updatedAt',
] as const;

/** A launch's head only: its campaigns may make its item hundreds of KB, which lists never show. */
const HEAD_ONLY = {
  ProjectionExpression: SUMMARY_FIELDS.map((field) => `#${field}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(SUMMARY_FIELDS.map((field) => [`#${field}`, field])),
};

function toRecord(item: Record<string, unknown>): LaunchRecord {
  const record: Record<string, unknown> = {};
  for (const field of [...SUMMARY_FIELDS, 'items'] as const)
    if (item[field] !== undefined) record[field] = item[field];
  return record as unknown as LaunchRecord;
}

const itemOf = (launch: LaunchRecord) => ({
  ...launchKey(launch.id),
  ...launch,
  gsi1pk: LIST_PARTITION,
  gsi1sk: `${launch.createdAt}#${launch.id}`,
});

export function createLaunchStore({ client, name }: DynamoTable): LaunchStore {
  const markRunning = (id: string) =>
    client.send(new PutCommand({ TableName: name, Item: { ...runningKey(id), id } }));
  const unmarkRunning = (id: string) =>
    client.send(new DeleteCommand({ TableName: name, Key: runningKey(id) }));

  return {
    async create(launch) {
      // The marker first: a crash between the two leaves a marker without a launch, which `runningIds`
      // drops, never a running launch nothing would resume.
      await markRunning(launch.id);
      return conditionally(() =>
        client.send(
          new PutCommand({
            TableName: name,
            Item: itemOf(launch),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
    },

    async find(id) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: launchKey(id), ConsistentRead: true }),
      );
      return Item ? toRecord(Item) : undefined;
    },

    async list(limit) {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName: name,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :list',
          ExpressionAttributeValues: { ':list': LIST_PARTITION },
          ...HEAD_ONLY,
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toRecord);
    },

    async running() {
      const markers = await queryAll(client, {
        TableName: name,
        KeyConditionExpression: 'pk = :running',
        ExpressionAttributeValues: { ':running': RUNNING_PARTITION },
      });
      const heads = [];
      for (const marker of markers) {
        const id = String(marker.id);
        const { Item } = await client.send(
          new GetCommand({ TableName: name, Key: launchKey(id), ConsistentRead: true, ...HEAD_ONLY }),
        );
        if (Item?.status === 'running') heads.push(toRecord(Item));
        else await unmarkRunning(id);
      }
      return heads;
    },

    claim(id, nowMs, leaseMs) {
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: launchKey(id),
            UpdateExpression: 'SET leaseUntil = :until',
            ConditionExpression:
              '#status = :running AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':until': nowMs + leaseMs, ':now': nowMs, ':running': 'running' },
          }),
        ),
      );
    },

    async renew(id, nowMs, leaseMs) {
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: launchKey(id),
          UpdateExpression: 'SET leaseUntil = :until',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':until': nowMs + leaseMs },
        }),
      );
    },

    async unclaim(id) {
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: launchKey(id),
          UpdateExpression: 'REMOVE leaseUntil',
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    },

    settleItem(id, index, outcome, updatedAt) {
      const sets = Object.entries(outcome).filter(([, value]) => value !== undefined);
      const names: Record<string, string> = { '#status': 'status', '#items': 'items' };
      const values: Record<string, unknown> = { ':pending': 'pending', ':one': 1, ':at': updatedAt };
      const assignments = sets.map(([field, value]) => {
        names[`#${field}`] = field;
        values[`:${field}`] = value;
        return `#items[${index}].#${field} = :${field}`;
      });
      const counter = outcome.status === 'created' ? 'created' : 'failed';
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: launchKey(id),
            UpdateExpression: `SET ${assignments.join(', ')}, updatedAt = :at ADD ${counter} :one`,
            ConditionExpression: `#items[${index}].#status = :pending`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        ),
      );
    },

    async finish(id, status, updatedAt) {
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: launchKey(id),
          UpdateExpression: 'SET #status = :status, updatedAt = :at REMOVE leaseUntil',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':at': updatedAt },
        }),
      );
      await unmarkRunning(id);
    },

    async restart(launch, previousUpdatedAt) {
      await markRunning(launch.id);
      // The whole item again (200 campaigns' updates would pass an expression's 4 KB), only if nothing
      // wrote it since it was read and no worker runs it.
      return conditionally(() =>
        client.send(
          new PutCommand({
            TableName: name,
            Item: itemOf(launch),
            ConditionExpression: 'updatedAt = :previous AND #status <> :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':previous': previousUpdatedAt, ':running': 'running' },
          }),
        ),
      );
    },
  };
}

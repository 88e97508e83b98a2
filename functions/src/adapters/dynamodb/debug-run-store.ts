import { type DebugResult, debugResultSchema } from '#shared/schemas/debug';
import type { BlobStore } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { DebugRunStore } from '../../ports/debug-runs';
import { GetCommand, PutCommand, UpdateCommand } from './document-sdk';
import { type DynamoTable, toEpochSeconds } from './dynamo-table';

const runKey = (id: string) => ({ pk: `DEBUG#${id}`, sk: 'DEBUG' });
/** The result carries its images inline, more than an item holds: it is a blob beside the images. */
const resultKey = (id: string) => `debug/${id}.json`;
const RETENTION_MS = 24 * 3600 * 1000;

/** Debug runs: their state in the table (expiry checked in code), their result as a blob. */
export function createDebugRunStore(
  { client, name }: DynamoTable,
  blobs: BlobStore,
  clock: Clock,
): DebugRunStore {
  const setState = (id: string, state: 'done' | 'failed', error?: string) =>
    client.send(
      new UpdateCommand({
        TableName: name,
        Key: runKey(id),
        UpdateExpression: `SET #state = :state${error === undefined ? '' : ', #error = :error'}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: {
          '#state': 'state',
          ...(error === undefined ? {} : { '#error': 'error' }),
        },
        ExpressionAttributeValues: { ':state': state, ...(error === undefined ? {} : { ':error': error }) },
      }),
    );

  return {
    async create(id, keyword) {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: {
            ...runKey(id),
            state: 'running',
            keyword,
            createdAt: new Date(clock.now()).toISOString(),
            expiresAt: toEpochSeconds(clock.now() + RETENTION_MS),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async complete(id, result: DebugResult) {
      // The result first: a run marked done always has one.
      await blobs.put(resultKey(id), new TextEncoder().encode(JSON.stringify(result)), 'application/json');
      await setState(id, 'done');
    },

    async fail(id, error) {
      await setState(id, 'failed', error);
    },

    async get(id) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: runKey(id), ConsistentRead: true }),
      );
      if (!Item || (Item.expiresAt as number) < toEpochSeconds(clock.now())) return undefined;
      if (Item.state === 'failed') return { state: 'failed', error: Item.error as string };
      if (Item.state !== 'done') return { state: 'running' };
      const blob = await blobs.get(resultKey(id));
      if (!blob) return { state: 'failed', error: 'The debug result is gone' };
      return {
        state: 'done',
        result: debugResultSchema.parse(JSON.parse(new TextDecoder().decode(blob.bytes))),
      };
    },
  };
}

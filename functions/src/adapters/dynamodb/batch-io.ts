import type { BatchWriteCommandInput, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BatchGetCommand, BatchWriteCommand } from './document-sdk';

// Batch reads and writes on the one table, and a bound on calls in flight: shared by every store.

type Key = Record<string, unknown>;
type Item = Record<string, unknown>;
/** One put or delete of a batch write, as the document client takes it. */
type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

const BATCH_GET_LIMIT = 100;
const BATCH_WRITE_LIMIT = 25;
/** Retries of unprocessed keys (throttling) before giving up. */
const MAX_ROUNDS = 8;

const pause = (round: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** round)));
const keyOf = (item: Item) => `${item.pk as string}\u0000${item.sk as string}`;

/** Reads many items by key, 100 per call, retrying unprocessed keys; returns them by `pk\0sk`. */
export async function batchGetAll(
  client: DynamoDBDocumentClient,
  table: string,
  keys: Key[],
  options: { projection?: string; names?: Record<string, string> } = {},
): Promise<Map<string, Item>> {
  const found = new Map<string, Item>();
  const unique = [...new Map(keys.map((key) => [keyOf(key), key])).values()];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    let pending: Key[] = unique.slice(start, start + BATCH_GET_LIMIT);
    for (let round = 0; pending.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error('BatchGet kept returning unprocessed keys');
      if (round > 0) await pause(round);
      const { Responses, UnprocessedKeys } = await client.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ConsistentRead: true,
              ProjectionExpression: options.projection,
              ExpressionAttributeNames: options.names,
            },
          },
        }),
      );
      for (const item of Responses?.[table] ?? []) found.set(keyOf(item), item);
      pending = (UnprocessedKeys?.[table]?.Keys as Key[] | undefined) ?? [];
    }
  }
  return found;
}

/** The `pk\0sk` lookup key `batchGetAll` returns items by. */
export const itemKey = (pk: string, sk: string) => `${pk}\u0000${sk}`;

/** Puts and deletes many items, 25 per call, retrying unprocessed ones. Not conditional, so idempotent writes only. */
export async function batchWriteAll(
  client: DynamoDBDocumentClient,
  table: string,
  writes: { put?: Item; delete?: Key }[],
): Promise<void> {
  const requests = writes.map(
    (write): WriteRequest =>
      write.put ? { PutRequest: { Item: write.put } } : { DeleteRequest: { Key: write.delete! } },
  );
  for (let start = 0; start < requests.length; start += BATCH_WRITE_LIMIT) {
    let pending: WriteRequest[] = requests.slice(start, start + BATCH_WRITE_LIMIT);
    for (let round = 0; pending.length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error('BatchWrite kept returning unprocessed items');
      if (round > 0) await pause(round);
      const { UnprocessedItems } = await client.send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      );
      pending = UnprocessedItems?.[table] ?? [];
    }
  }
}

/** Runs `task` over `items` with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

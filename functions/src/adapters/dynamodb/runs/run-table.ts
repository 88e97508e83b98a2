import type { Clock } from '../../../ports/clock';
import { GetCommand, UpdateCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure, toEpochSeconds } from '../dynamo-table';
import { type ItemKey, numberOf, runKey } from './run-items';

/** Logs, step marks and finished runs are history: kept for 90 days. */
const RETENTION_MS = 90 * 24 * 3600 * 1000;

/** A lost condition as `false` (for `.catch` and `.then`), any other failure thrown. */
export const ignoreConditionFailure = (error: unknown): false => {
  if (!isConditionFailure(error)) throw error;
  return false;
};

/** The table as the run storage writes it: the clock's times and the reads and updates every part uses. */
export function createRunTable({ client, name }: DynamoTable, clock: Clock) {
  const now = () => new Date(clock.now()).toISOString();
  /** Updates an existing item (never creates one), `:now` given the clock's time when the expression uses it. */
  const updateItem = (
    key: ItemKey,
    expression: string,
    values: Record<string, unknown>,
    condition?: string,
  ) =>
    client.send(
      new UpdateCommand({
        TableName: name,
        Key: key,
        UpdateExpression: expression,
        ConditionExpression: condition ? `attribute_exists(pk) AND ${condition}` : 'attribute_exists(pk)',
        ExpressionAttributeValues: expression.includes(':now')
          ? { ...values, ':now': now() }
          : // DynamoDB refuses an empty map (a bare REMOVE has no values).
            Object.keys(values).length > 0
            ? values
            : undefined,
        ReturnValues: 'UPDATED_NEW',
      }),
    );
  const getItem = async (key: ItemKey) =>
    (await client.send(new GetCommand({ TableName: name, Key: key, ConsistentRead: true }))).Item;

  return {
    client,
    name,
    now,
    /** The TTL of history items written now. */
    expiresAt: () => toEpochSeconds(clock.now() + RETENTION_MS),
    updateItem,
    /** `updateItem` on the run item. */
    updateRun: (id: string, expression: string, values: Record<string, unknown>, condition?: string) =>
      updateItem(runKey(id), expression, values, condition),
    getItem,
    /** The run's current chunk, where its keywords' steps count. */
    async currentChunk(id: string) {
      const { Item } = await client.send(
        new GetCommand({
          TableName: name,
          Key: runKey(id),
          ProjectionExpression: 'chunk',
          ConsistentRead: true,
        }),
      );
      return numberOf(Item, 'chunk');
    },
  };
}

export type RunTable = ReturnType<typeof createRunTable>;

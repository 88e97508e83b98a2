import { BatchGetCommand, GetCommand, UpdateCommand } from './document-sdk';
import { type DynamoTable, isConditionFailure } from './dynamo-table';

/**
 * A set of ids kept in one item, whose conditional updates make a "never fewer than one" rule atomic
 * without transactions (dynalite has none): "the last active admin", "the last active prompt of a
 * category". Two concurrent removals cannot both see a second member, because each one is a single
 * conditional write on the same item.
 *
 * Invariant kept by the callers' write order: a member is always really active (e.g. an active admin).
 * Entering: write the record first, then `add`. Leaving: `removeUnlessLast` first, then write the record.
 * A crash between the two writes leaves an active record outside the set, which only makes the rule
 * stricter, never lets the last one go.
 */
export interface MemberGuard {
  add(id: string): Promise<void>;
  /** `last` when `id` is the only member, `absent` when it is not a member (changed meanwhile). */
  removeUnlessLast(id: string): Promise<'removed' | 'last' | 'absent'>;
}

const guardKey = (name: string) => ({ pk: `GUARD#${name}`, sk: 'GUARD' });

export function createMemberGuard({ client, name: tableName }: DynamoTable, name: string): MemberGuard {
  const Key = guardKey(name);
  return {
    async add(id) {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key,
          UpdateExpression: 'ADD members :ids',
          ExpressionAttributeValues: { ':ids': new Set([id]) },
        }),
      );
    },

    async removeUnlessLast(id) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key,
            UpdateExpression: 'DELETE members :ids',
            ConditionExpression: 'contains(members, :id) AND size(members) > :one',
            ExpressionAttributeValues: { ':ids': new Set([id]), ':id': id, ':one': 1 },
          }),
        );
        return 'removed';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
      return (Item?.members as Set<string> | undefined)?.has(id) ? 'last' : 'absent';
    },
  };
}

/**
 * Which of the named guards have never had a member: one read for all of them. A key DynamoDB leaves
 * unprocessed counts as never used, which is harmless for the idempotent seeding that asks.
 */
export async function guardsNeverUsed({ client, name: tableName }: DynamoTable, names: readonly string[]) {
  const { Responses } = await client.send(
    new BatchGetCommand({
      RequestItems: {
        [tableName]: { Keys: names.map(guardKey), ConsistentRead: true, ProjectionExpression: 'pk' },
      },
    }),
  );
  const used = new Set((Responses?.[tableName] ?? []).map((item) => item.pk as string));
  return names.filter((name) => !used.has(guardKey(name).pk));
}

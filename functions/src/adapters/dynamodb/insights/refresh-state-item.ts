import type { InsightsStore, RefreshState } from '../../../ports/insights-store';
import { GetCommand, UpdateCommand } from '../document-sdk';
import { conditionally, type DynamoTable } from '../dynamo-table';

/** The refresh's one item: the last refresh time, the work a stopped run left, its reason and the run lease. */
const STATE_KEY = { pk: 'INSIGHTS_REFRESH', sk: 'STATE' };

type RefreshStateMethods = Pick<InsightsStore, 'state' | 'saveState' | 'claimRun' | 'releaseRun'>;

export function createRefreshStateItem({ client, name }: DynamoTable): RefreshStateMethods {
  return {
    async state() {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: STATE_KEY, ConsistentRead: true }),
      );
      return {
        lastRefreshedAt: (Item?.lastRefreshedAt as string | null | undefined) ?? undefined,
        pending: (Item?.pending as RefreshState['pending'] | undefined) ?? [],
        lastProblem: Item?.lastProblem as string | undefined,
      };
    },

    async saveState(state) {
      // An update, not a put: the run lease on the same item stays as it is.
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: STATE_KEY,
          UpdateExpression:
            state.lastProblem === undefined
              ? 'SET pending = :pending, lastRefreshedAt = :at REMOVE lastProblem'
              : 'SET pending = :pending, lastRefreshedAt = :at, lastProblem = :problem',
          ExpressionAttributeValues: {
            ':pending': state.pending,
            ':at': state.lastRefreshedAt ?? null,
            ...(state.lastProblem === undefined ? {} : { ':problem': state.lastProblem }),
          },
        }),
      );
    },

    claimRun(nowMs, leaseMs) {
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: STATE_KEY,
            UpdateExpression: 'SET runUntil = :until',
            ConditionExpression: 'attribute_not_exists(runUntil) OR runUntil < :now',
            ExpressionAttributeValues: { ':until': nowMs + leaseMs, ':now': nowMs },
          }),
        ),
      );
    },

    async releaseRun() {
      await client.send(
        new UpdateCommand({ TableName: name, Key: STATE_KEY, UpdateExpression: 'REMOVE runUntil' }),
      );
    },
  };
}

import type { RuleGuardrails } from '#shared/schemas/meta-rule-guardrails';
import type { GuardrailStore } from '../../ports/automation-caps';
import type { DynamoTable } from './dynamo-table';
import { queryAll } from './query-all';
import { createWholeItems } from './whole-items';

/** One partition, an item per ad account: the screen reads them all in one Query, an evaluation one item. */
const PARTITION = 'META_RULE_GUARDRAILS';
const keyOf = (accountId: string) => ({ pk: PARTITION, sk: `ACCOUNT#${accountId}` });

const guardrailsOf = (item: Record<string, unknown>): RuleGuardrails => ({
  maxDailyIncreaseUsd: (item.maxDailyIncreaseUsd as number | null | undefined) ?? null,
  maxCampaignBudgetUsd: (item.maxCampaignBudgetUsd as number | null | undefined) ?? null,
  maxCopiesPerDay: (item.maxCopiesPerDay as number | null | undefined) ?? null,
});

export function createRuleGuardrailStore(table: DynamoTable): GuardrailStore {
  const items = createWholeItems<RuleGuardrails>(table, keyOf);
  return {
    async all() {
      const found = await queryAll(table.client, {
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
        ConsistentRead: true,
      });
      return new Map(found.map((item) => [String(item.sk).slice('ACCOUNT#'.length), guardrailsOf(item)]));
    },
    async get(accountId) {
      const item = await items.get(accountId);
      return item && guardrailsOf(item);
    },
    save: (accountId, guardrails) => items.put(accountId, guardrails),
  };
}

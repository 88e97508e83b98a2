import type { RuleHold } from '#shared/schemas/meta-rule-holds';
import type { RuleHoldStore } from '../../ports/meta-rules';
import { DeleteCommand, PutCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';
import { queryAll } from './query-all';

/**
 * Every hold in one partition: the rules screen and each evaluation read them all in one strongly
 * consistent Query. Holds are few (one per undo a person has not released).
 */
const PARTITION = 'META_RULE_HOLDS';
const holdKey = (ruleId: string, campaignId: string) => ({ pk: PARTITION, sk: `${ruleId}#${campaignId}` });

function toHold(item: Record<string, unknown>): RuleHold {
  const { pk: _pk, sk: _sk, ...hold } = item;
  return hold as RuleHold;
}

export function createRuleHoldStore(table: DynamoTable): RuleHoldStore {
  const { client, name: TableName } = table;
  return {
    async list() {
      const items = await queryAll(client, {
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
        ConsistentRead: true,
      });
      return items.map(toHold);
    },

    async hold(hold) {
      await client.send(
        new PutCommand({ TableName, Item: { ...holdKey(hold.ruleId, hold.campaignId), ...hold } }),
      );
    },

    release(ruleId, campaignId) {
      return conditionally(() =>
        client.send(
          new DeleteCommand({
            TableName,
            Key: holdKey(ruleId, campaignId),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      );
    },
  };
}

import type { Rule } from '#shared/schemas/meta-rules';
import type { RuleCooldownStore, RulePausedStore, RuleStore } from '../../ports/meta-rules';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from './document-sdk';
import { conditionally, type DynamoTable, toEpochSeconds } from './dynamo-table';
import { createEditedItems } from './edited-items';
import { queryAll } from './query-all';

/** All rules share one partition: the list is one strongly consistent Query, oldest first. */
const PARTITION = 'META_RULES';
const RULE_PREFIX = 'RULE#';
const ruleKey = (id: string) => ({ pk: PARTITION, sk: `${RULE_PREFIX}${id}` });
/** One item per rule and campaign it acted on; DynamoDB's TTL removes it once the cooldown is long over. */
const actedKey = (ruleId: string, campaignId: string) => ({
  pk: `RULE_ACTED#${ruleId}#${campaignId}`,
  sk: 'RULE_ACTED',
});
const pausedKey = (campaignId: string) => ({ pk: `RULE_PAUSED#${campaignId}`, sk: 'RULE_PAUSED' });
/** `by` on a paused mark the schedule made; marks without it (all made before schedules) are a rule's. */
const SCHEDULE = 'schedule';

function toRule(item: Record<string, unknown>): Rule {
  const { pk: _pk, sk: _sk, ...rule } = item;
  // Rules saved before the settings existed use revenue by their action's direction, at every hour.
  return { lastEvaluatedAt: null, estimatedRevenue: 'by_direction', activeHours: null, ...rule } as Rule;
}

const byAge = (a: Rule, b: Rule) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export function createRuleRepository(table: DynamoTable): RuleStore & RuleCooldownStore & RulePausedStore {
  const { client, name: TableName } = table;
  const rules = createEditedItems(table, ruleKey, toRule);

  async function pausedBy(campaignId: string): Promise<string | undefined> {
    const { Item } = await client.send(
      new GetCommand({ TableName, Key: pausedKey(campaignId), ConsistentRead: true }),
    );
    return Item === undefined ? undefined : String(Item.by ?? 'rule');
  }

  return {
    async list() {
      const items = await queryAll(client, {
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': PARTITION, ':prefix': RULE_PREFIX },
        ConsistentRead: true,
      });
      return items.map(toRule).sort(byAge);
    },

    get: rules.get,
    create: rules.create,
    replace: rules.replace,
    delete: rules.delete,

    async markEvaluated(id, at, windowDays) {
      // A rule deleted meanwhile stays deleted.
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: ruleKey(id),
            UpdateExpression: 'SET lastEvaluatedAt = :at, lastWindowDays = :days',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': at, ':days': windowDays },
          }),
        ),
      );
    },

    async lastActed(ruleId, campaignId) {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: actedKey(ruleId, campaignId), ConsistentRead: true }),
      );
      return typeof Item?.actedAt === 'number' ? Item.actedAt : undefined;
    },

    claim(ruleId, campaignId, nowMs, notAfterMs, expiresAtMs) {
      return conditionally(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: { ...actedKey(ruleId, campaignId), actedAt: nowMs, expiresAt: toEpochSeconds(expiresAtMs) },
            ConditionExpression: 'attribute_not_exists(pk) OR actedAt <= :notAfter',
            ExpressionAttributeValues: { ':notAfter': notAfterMs },
          }),
        ),
      );
    },

    async release(ruleId, campaignId, claimedAtMs, previousMs) {
      const key = actedKey(ruleId, campaignId);
      const onlyOurs = {
        ConditionExpression: 'actedAt = :claimed',
        ExpressionAttributeValues: { ':claimed': claimedAtMs },
      };
      await conditionally(() =>
        client.send(
          previousMs === undefined
            ? new DeleteCommand({ TableName, Key: key, ...onlyOurs })
            : new UpdateCommand({
                TableName,
                Key: key,
                UpdateExpression: 'SET actedAt = :previous',
                ConditionExpression: onlyOurs.ConditionExpression,
                ExpressionAttributeValues: { ...onlyOurs.ExpressionAttributeValues, ':previous': previousMs },
              }),
        ),
      );
    },

    async isPausedByRule(campaignId) {
      const by = await pausedBy(campaignId);
      return by !== undefined && by !== SCHEDULE;
    },

    async markPausedByRule(campaignId, entryId) {
      await client.send(new PutCommand({ TableName, Item: { ...pausedKey(campaignId), entryId } }));
    },

    async isPausedBySchedule(campaignId) {
      return (await pausedBy(campaignId)) === SCHEDULE;
    },

    async markPausedBySchedule(campaignId, entryId) {
      await client.send(
        new PutCommand({ TableName, Item: { ...pausedKey(campaignId), entryId, by: SCHEDULE } }),
      );
    },

    async clearPausedByRule(campaignId) {
      await client.send(new DeleteCommand({ TableName, Key: pausedKey(campaignId) }));
    },
  };
}

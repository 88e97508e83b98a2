import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import type { RuleLogPageQuery, RuleLogStore } from '../../ports/meta-rules';
import { BatchWriteCommand, GetCommand, QueryCommand, UpdateCommand } from './document-sdk';
import { type DynamoTable, isConditionFailure } from './dynamo-table';

/**
 * The action log in one partition sorted by entry id (ids begin with their time, so newest first is a
 * backwards Query), with each rule's entries also on `gsi1`. The campaign and status filters read on from
 * there in code, at most `MAX_EXAMINED` entries per request, so a page's cost stays bounded.
 */
const PARTITION = 'META_RULE_LOG';
const rulePartition = (ruleId: string) => `META_RULE_LOG#RULE#${ruleId}`;
const entryKey = (id: string) => ({ pk: PARTITION, sk: id });
const QUERY_PAGE = 100;
const MAX_EXAMINED = 1000;
const BATCH_WRITE = 25;
/** The id prefix of an instant: entry ids begin with their time, so a time range is an id range. */
const idAt = (ms: number) => new Date(ms).toISOString().replace(/[-:.]/g, '');

function toEntry(item: Record<string, unknown>): RuleLogEntry {
  const { pk: _pk, sk: _sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, ...entry } = item;
  return { undoneAt: null, undoneBy: null, undoOf: null, revenueData: null, ...entry } as RuleLogEntry;
}

const matches = (entry: RuleLogEntry, query: RuleLogPageQuery) =>
  (query.campaignId === undefined || entry.campaignId === query.campaignId) &&
  (query.status === undefined || entry.status === query.status);

export function createRuleLogStore({ client, name: TableName }: DynamoTable): RuleLogStore {
  async function* newestFirst(query: RuleLogPageQuery) {
    const byRule = query.ruleId !== undefined;
    const [partitionKey, sortKey] = byRule ? ['gsi1pk', 'gsi1sk'] : ['pk', 'sk'];
    let before = query.cursor;
    for (;;) {
      const page = await client.send(
        new QueryCommand({
          TableName,
          ...(byRule ? { IndexName: 'gsi1' } : { ConsistentRead: true }),
          KeyConditionExpression: `${partitionKey} = :partition${before ? ` AND ${sortKey} < :before` : ''}`,
          ExpressionAttributeValues: {
            ':partition': byRule ? rulePartition(query.ruleId as string) : PARTITION,
            ...(before ? { ':before': before } : {}),
          },
          ScanIndexForward: false,
          Limit: QUERY_PAGE,
        }),
      );
      const items = page.Items ?? [];
      for (const item of items) yield toEntry(item);
      if (!page.LastEvaluatedKey || items.length === 0) return;
      before = (items[items.length - 1] as { sk: string }).sk;
    }
  }

  return {
    async append(entries) {
      for (let start = 0; start < entries.length; start += BATCH_WRITE) {
        let requests = entries.slice(start, start + BATCH_WRITE).map((entry) => {
          const { undoneAt, undoneBy, undoOf, ...rest } = entry;
          const item = {
            ...entryKey(entry.id),
            gsi1pk: rulePartition(entry.ruleId),
            gsi1sk: entry.id,
            ...rest,
            ...(undoneAt ? { undoneAt, undoneBy } : {}),
            ...(undoOf ? { undoOf } : {}),
          };
          return { PutRequest: { Item: item } };
        });
        // BatchWrite may hand some items back under load: they are sent again until all are written.
        while (requests.length > 0) {
          const answer = await client.send(
            new BatchWriteCommand({ RequestItems: { [TableName]: requests } }),
          );
          requests = (answer.UnprocessedItems?.[TableName] ?? []) as typeof requests;
        }
      }
    },

    async get(id) {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: entryKey(id), ConsistentRead: true }),
      );
      return Item ? toEntry(Item) : undefined;
    },

    async page(query) {
      const found: RuleLogEntry[] = [];
      let examined = 0;
      let lastExamined: string | undefined;
      for await (const entry of newestFirst(query)) {
        examined += 1;
        lastExamined = entry.id;
        if (matches(entry, query)) found.push(entry);
        // One entry past the page says whether another page exists.
        if (found.length > query.limit) {
          const entries = found.slice(0, query.limit);
          return { entries, nextCursor: entries[entries.length - 1]?.id ?? null };
        }
        if (examined >= MAX_EXAMINED) return { entries: found, nextCursor: lastExamined };
      }
      return { entries: found, nextCursor: null };
    },

    async actedBetween(fromMs, toMs) {
      const entries: RuleLogEntry[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName,
            ConsistentRead: true,
            // An id is its time prefix plus a tail, so `BETWEEN` takes `fromMs` and leaves `toMs` out.
            KeyConditionExpression: 'pk = :partition AND sk BETWEEN :from AND :to',
            FilterExpression: 'dryRun = :no AND #status IN (:applied, :undone)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':partition': PARTITION,
              ':from': idAt(fromMs),
              ':to': idAt(toMs),
              ':no': false,
              ':applied': 'applied',
              ':undone': 'undone',
            },
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) entries.push(toEntry(item));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return entries;
    },

    async markUndone(id, at, by) {
      try {
        await client.send(
          new UpdateCommand({
            TableName,
            Key: entryKey(id),
            UpdateExpression: 'SET undoneAt = :at, undoneBy = :by, undoable = :no',
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(undoneAt) AND undoable = :yes',
            ExpressionAttributeValues: { ':at': at, ':by': by, ':no': false, ':yes': true },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async clearUndone(id, at) {
      try {
        await client.send(
          new UpdateCommand({
            TableName,
            Key: entryKey(id),
            UpdateExpression: 'SET undoable = :yes REMOVE undoneAt, undoneBy',
            ConditionExpression: 'undoneAt = :at',
            ExpressionAttributeValues: { ':at': at, ':yes': true },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}

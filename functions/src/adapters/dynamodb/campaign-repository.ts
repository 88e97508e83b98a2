import type {
  CampaignLink,
  CampaignMetaChange,
  CampaignRecord,
  CampaignRepository,
} from '../../ports/meta-campaigns';
import { createCampaignCounters } from './campaign-counters';
import { failureCodeOf } from './campaign-failure-code';
import { campaignKey, LIST_PARTITION, searchTextOf, toRecord } from './campaign-items';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from './document-sdk';
import { type DynamoTable, isConditionFailure } from './dynamo-table';
import { queryAll } from './query-all';

/** Items read per query while filtering a search; a page of matches may need several. */
const SEARCH_BATCH = 100;

export function createCampaignRepository(table: DynamoTable): CampaignRepository {
  const { client, name } = table;
  const counters = createCampaignCounters(table);

  const update = (id: string, expression: string, values: Record<string, unknown>, condition?: string) =>
    client.send(
      new UpdateCommand({
        TableName: name,
        Key: campaignKey(id),
        UpdateExpression: expression,
        ...(expression.includes('#state') || condition?.includes('#state')
          ? { ExpressionAttributeNames: { '#state': 'state' } }
          : {}),
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
        ConditionExpression: condition ?? 'attribute_exists(pk)',
      }),
    );

  return {
    async findById(id) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: campaignKey(id), ConsistentRead: true }),
      );
      return Item ? toRecord(Item) : undefined;
    },

    async start(record) {
      try {
        await client.send(
          new PutCommand({
            TableName: name,
            Item: { ...campaignKey(record.id), ...record },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async claim(id, nowMs, leaseMs) {
      try {
        await client.send(
          new UpdateCommand({
            TableName: name,
            Key: campaignKey(id),
            UpdateExpression: 'SET leaseUntil = :until',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
            ExpressionAttributeValues: { ':until': nowMs + leaseMs, ':now': nowMs },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async unclaim(id) {
      await update(id, 'REMOVE leaseUntil', {});
    },

    async begin(id, step, now) {
      await update(id, 'SET pendingStep = :step, updatedAt = :now', { ':step': step, ':now': now });
    },

    async record(id, step, objectId, now) {
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: campaignKey(id),
          UpdateExpression:
            objectId === undefined
              ? 'SET updatedAt = :now REMOVE created.#step, pendingStep'
              : 'SET created.#step = :id, updatedAt = :now REMOVE pendingStep',
          ExpressionAttributeNames: { '#step': step },
          ExpressionAttributeValues: { ':now': now, ...(objectId === undefined ? {} : { ':id': objectId }) },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    },

    async complete(id, settings, status, now) {
      const record = await this.findById(id);
      // A created one was counted before it became so; a failed one is never counted.
      if (record?.state !== 'creating') return;
      const done = { ...record, settings, status };
      // Counted first, and idempotently: a crash before the record says created leaves it counted and still
      // creating, and the same request again resumes the creation and completes it without counting twice.
      // Counted after, a crash in between would have left a created campaign that nothing ever counts.
      await counters.countCreated(id, record.keywordId);
      try {
        await client.send(
          new UpdateCommand({
            TableName: name,
            Key: campaignKey(id),
            UpdateExpression:
              'SET #state = :created, settings = :settings, #status = :status, updatedAt = :now, ' +
              'gsi1pk = :list, gsi1sk = :order, searchText = :search REMOVE pendingStep',
            ExpressionAttributeNames: { '#state': 'state', '#status': 'status' },
            ExpressionAttributeValues: {
              ':created': 'created',
              ':creating': 'creating',
              ':settings': settings,
              ':status': status,
              ':now': now,
              ':list': LIST_PARTITION,
              ':order': `${record.createdAt}#${id}`,
              ':search': searchTextOf(done),
            },
            ConditionExpression: '#state = :creating',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async fail(id, { reason, kind }, now) {
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: campaignKey(id),
          UpdateExpression:
            'SET #state = :failed, failure = :failure, failureStatus = :status, updatedAt = :now REMOVE pendingStep',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':failed': 'failed',
            ':failure': reason,
            ':status': failureCodeOf(kind),
            ':now': now,
          },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    },

    async list(page, pageSize, search, keep) {
      const skip = (page - 1) * pageSize;
      const wanted = skip + pageSize + 1; // one more tells whether a next page exists
      const needle = search?.trim().toLowerCase();
      // A search or a filter may drop most of what a query reads: then a page may need several batches.
      const filtered = Boolean(needle || keep);
      const campaigns: CampaignRecord[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const result = await client.send(
          new QueryCommand({
            TableName: name,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :list',
            ExpressionAttributeValues: { ':list': LIST_PARTITION, ...(needle ? { ':needle': needle } : {}) },
            ...(needle ? { FilterExpression: 'contains(searchText, :needle)' } : {}),
            ScanIndexForward: false,
            Limit: filtered ? SEARCH_BATCH : wanted - campaigns.length,
            ExclusiveStartKey,
          }),
        );
        const batch = (result.Items ?? []).map(toRecord);
        campaigns.push(...(keep && batch.length > 0 ? await keep(batch) : batch));
        ExclusiveStartKey = result.LastEvaluatedKey;
      } while (ExclusiveStartKey && campaigns.length < wanted);
      return {
        campaigns: campaigns.slice(skip, skip + pageSize),
        hasMore: campaigns.length > skip + pageSize,
      };
    },

    async links(keywordId) {
      // The created list's partition, projected to the link's fields: one Query whatever the records hold.
      const items = await queryAll(client, {
        TableName: name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :list',
        ProjectionExpression:
          'id, keywordId, settings.campaignId, campaignName, #status, createdAt, duplicateOf',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':list': LIST_PARTITION,
          ...(keywordId ? { ':keyword': keywordId } : {}),
        },
        ...(keywordId ? { FilterExpression: 'keywordId = :keyword' } : {}),
        ScanIndexForward: false,
      });
      return items.map((item) => ({
        id: String(item.id),
        keywordId: String(item.keywordId),
        campaignId: String((item.settings as { campaignId?: string } | undefined)?.campaignId ?? ''),
        campaignName: String(item.campaignName),
        status: item.status as CampaignLink['status'],
        createdAt: String(item.createdAt),
        ...(item.duplicateOf ? { duplicateOf: String(item.duplicateOf) } : {}),
      }));
    },

    countsByKeyword: () => counters.byKeyword(),

    async findByMetaCampaignId(campaignId) {
      // The created list's partition filtered on Meta's id: creator-made campaigns are hundreds, not millions.
      const [item] = await queryAll(client, {
        TableName: name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :list',
        FilterExpression: 'settings.campaignId = :campaign',
        ExpressionAttributeValues: { ':list': LIST_PARTITION, ':campaign': campaignId },
      });
      // The index may lag the record: the record itself is read for the fields the caller acts on.
      return item ? this.findById(String(item.id)) : undefined;
    },

    async applyMetaChange(id, change: CampaignMetaChange, now) {
      const fields: [path: string, value: string, content: unknown][] = [
        ['#status', ':status', change.status],
        ['settings.dailyBudget', ':dailyBudget', change.dailyBudget],
        ['settings.bidAmount', ':bidAmount', change.bidAmount],
        ['settings.bidStrategy', ':bidStrategy', change.bidStrategy],
      ];
      const sets = fields.filter(([, , content]) => content !== undefined);
      if (sets.length === 0) return;
      await client.send(
        new UpdateCommand({
          TableName: name,
          Key: campaignKey(id),
          UpdateExpression: `SET ${[...sets.map(([path, value]) => `${path} = ${value}`), 'updatedAt = :now'].join(', ')}`,
          // DynamoDB refuses a name the expressions do not use: #status only when the status changes.
          ExpressionAttributeNames: {
            '#state': 'state',
            ...(change.status === undefined ? {} : { '#status': 'status' }),
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(sets.map(([, value, content]) => [value, content])),
            ':now': now,
            ':created': 'created',
          },
          // Only a created campaign has settings to change; a record gone or still creating is left alone.
          ConditionExpression: '#state = :created',
        }),
      );
    },

    count: () => counters.total(),
  };
}

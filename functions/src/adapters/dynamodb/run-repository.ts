import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  RUN_LOG_LIMIT,
  type RunRecord,
  type RunRepository,
  type RunState,
} from '../../domain/processing/run-repository';
import type { Clock } from '../../ports/clock';
import { type DynamoTable, isConditionFailure, toEpochSeconds } from './dynamo-table';
import { queryAll } from './query-all';

const runKey = (id: string) => ({ pk: `RUN#${id}`, sk: 'RUN' });
/** Runs by state, in the order they started (running) or finished (finished). */
const stateKey = (state: RunState) => `RUNS#${state}`;
const LOG_PREFIX = 'LOG#';
/** Logs, step marks and finished runs are history: kept for 90 days. */
const RETENTION_MS = 90 * 24 * 3600 * 1000;

const ignoreConditionFailure = (error: unknown): false => {
  if (!isConditionFailure(error)) throw error;
  return false;
};

function toRecord(item: Record<string, unknown>): RunRecord {
  const setOf = (value: unknown) => (value instanceof Set ? [...(value as Set<string>)].sort() : []);
  return {
    id: item.id as string,
    kind: item.kind as RunRecord['kind'],
    mode: item.mode as RunRecord['mode'],
    requestedBy: item.requestedBy as string,
    keywordIds: (item.keywordIds as string[] | undefined) ?? [],
    variantIds: setOf(item.variantIds),
    finishedIds: setOf(item.finishedIds),
    total: (item.runTotal as number | undefined) ?? 0,
    succeeded: (item.succeeded as number | undefined) ?? 0,
    failed: (item.failed as number | undefined) ?? 0,
    currentOperation: (item.currentOperation as string | undefined) ?? '',
    state: item.state as RunState,
    executionId: item.executionId as string | undefined,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    finishedAt: item.finishedAt as string | undefined,
  };
}

/**
 * Runs in the one table: the run item (`RUN#id`/`RUN`, counters and id sets updated atomically and guarded
 * so a repeated step never counts twice), its log as a ring of `RUN_LOG_LIMIT` slot items (`LOG#nnnn`,
 * written after an atomic sequence increment) and its step marks (`STEP#keyword#step`).
 */
export function createRunRepository({ client, name }: DynamoTable, clock: Clock): RunRepository {
  const now = () => new Date(clock.now()).toISOString();
  const expiresAt = () => toEpochSeconds(clock.now() + RETENTION_MS);
  const update = (id: string, expression: string, values: Record<string, unknown>, condition?: string) =>
    client.send(
      new UpdateCommand({
        TableName: name,
        Key: runKey(id),
        UpdateExpression: expression,
        ConditionExpression: condition ? `attribute_exists(pk) AND ${condition}` : 'attribute_exists(pk)',
        ExpressionAttributeValues: { ...values, ':now': now() },
        ReturnValues: 'UPDATED_NEW',
      }),
    );

  return {
    async create(run) {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: {
            ...runKey(run.id),
            gsi1pk: stateKey('running'),
            gsi1sk: `${run.createdAt}#${run.id}`,
            ...run,
            runTotal: run.keywordIds.length,
            succeeded: 0,
            failed: 0,
            logSeq: 0,
            state: 'running',
            updatedAt: run.createdAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async get(id) {
      const { Item } = await client.send(new GetCommand({ TableName: name, Key: runKey(id) }));
      return Item ? toRecord(Item) : undefined;
    },

    async setKeywords(id, keywordIds) {
      await update(id, 'SET keywordIds = :ids, runTotal = :total, updatedAt = :now', {
        ':ids': keywordIds,
        ':total': keywordIds.length,
      });
    },

    async setExecution(id, executionId) {
      await update(id, 'SET executionId = :execution, updatedAt = :now', { ':execution': executionId });
    },

    async addVariants(id, variantIds) {
      // Sets cannot say "add only the new ones and count them" in one write: read, then add the new ones
      // on the condition that nobody added the first of them meanwhile (else read again).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { Item } = await client.send(
          new GetCommand({ TableName: name, Key: runKey(id), ProjectionExpression: 'variantIds' }),
        );
        const known = Item?.variantIds instanceof Set ? (Item.variantIds as Set<string>) : new Set<string>();
        const added = [...new Set(variantIds)].filter((variantId) => !known.has(variantId));
        if (added.length === 0) return false;
        const applied = await update(
          id,
          'ADD variantIds :ids, runTotal :count SET updatedAt = :now',
          { ':ids': new Set(added), ':count': added.length, ':first': added[0] },
          'NOT contains(variantIds, :first)',
        ).then(() => true, ignoreConditionFailure);
        if (applied) return true;
      }
      throw new Error(`Could not record the variants of run ${id}: it kept changing`);
    },

    async recordOutcome(id, keywordId, outcome) {
      return update(
        id,
        `ADD finishedIds :ids, ${outcome} :one SET updatedAt = :now`,
        { ':ids': new Set([keywordId]), ':one': 1, ':id': keywordId },
        'NOT contains(finishedIds, :id)',
      ).then(() => true, ignoreConditionFailure);
    },

    async appendLog(id, text, currentOperation) {
      const at = now();
      const result = await update(
        id,
        `ADD logSeq :one SET updatedAt = :now${currentOperation === undefined ? '' : ', currentOperation = :op'}`,
        { ':one': 1, ...(currentOperation === undefined ? {} : { ':op': currentOperation }) },
      ).catch(ignoreConditionFailure);
      if (result === false) return; // no such run
      const seq = result.Attributes?.logSeq as number;
      const slot = String((seq - 1) % RUN_LOG_LIMIT).padStart(4, '0');
      await client.send(
        new PutCommand({
          TableName: name,
          Item: { pk: `RUN#${id}`, sk: `${LOG_PREFIX}${slot}`, seq, at, text, expiresAt: expiresAt() },
        }),
      );
    },

    async setCurrentOperation(id, currentOperation) {
      await update(id, 'SET currentOperation = :op, updatedAt = :now', { ':op': currentOperation }).catch(
        ignoreConditionFailure,
      );
    },

    async markStepStarted(id, keywordId, step) {
      return client
        .send(
          new PutCommand({
            TableName: name,
            Item: { pk: `RUN#${id}`, sk: `STEP#${keywordId}#${step}`, at: now(), expiresAt: expiresAt() },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .then(() => true, ignoreConditionFailure);
    },

    async finish(id, currentOperation) {
      const at = now();
      return client
        .send(
          new UpdateCommand({
            TableName: name,
            Key: runKey(id),
            UpdateExpression:
              'SET #state = :finished, gsi1pk = :finishedKey, gsi1sk = :order, finishedAt = :at, updatedAt = :at, currentOperation = :op, expiresAt = :expires',
            ConditionExpression: 'attribute_exists(pk) AND #state = :running',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':finished': 'finished',
              ':running': 'running',
              ':finishedKey': stateKey('finished'),
              ':order': `${at}#${id}`,
              ':at': at,
              ':op': currentOperation,
              ':expires': expiresAt(),
            },
          }),
        )
        .then(() => true, ignoreConditionFailure);
    },

    async listRunning() {
      const items = await queryAll(client, {
        TableName: name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :state',
        ExpressionAttributeValues: { ':state': stateKey('running') },
      });
      return items.map(toRecord);
    },

    async latestFinished() {
      const { Items } = await client.send(
        new QueryCommand({
          TableName: name,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :state',
          ExpressionAttributeValues: { ':state': stateKey('finished') },
          ScanIndexForward: false,
          Limit: 1,
        }),
      );
      const item = Items?.[0];
      // The index holds the whole item (the table's GSI projects all attributes).
      return item ? toRecord(item) : undefined;
    },

    async logOf(id) {
      const items = await queryAll(client, {
        TableName: name,
        KeyConditionExpression: 'pk = :run AND begins_with(sk, :log)',
        ExpressionAttributeValues: { ':run': `RUN#${id}`, ':log': LOG_PREFIX },
      });
      return items
        .sort((a, b) => (a.seq as number) - (b.seq as number))
        .map((item) => ({ at: item.at as string, text: item.text as string }));
    },
  };
}

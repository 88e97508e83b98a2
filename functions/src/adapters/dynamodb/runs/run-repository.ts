import type { Clock } from '../../../ports/clock';
import type { RunRepository } from '../../../ports/runs';
import { batchWriteAll } from '../batch-io';
import { PutCommand, QueryCommand, UpdateCommand } from '../document-sdk';
import type { DynamoTable } from '../dynamo-table';
import { queryAll } from '../query-all';
import { createRunBudgetHolds } from './run-budget-holds';
import { createRunChunkCounts } from './run-chunk-counts';
import {
  chunkKey,
  type Item,
  numberOf,
  requestedThrough,
  runKey,
  stateKey,
  stepKey,
  toRecord,
} from './run-items';
import { createRunLog } from './run-log-ring';
import { createRunTable, ignoreConditionFailure } from './run-table';

/**
 * Runs in the one table (`run-items.ts` has the layout): the run item and its chunks here, the current
 * chunk's counts in `run-chunk-counts.ts`, holds for budget in `run-budget-holds.ts`, the log in `run-log.ts`.
 */
export function createRunRepository(dynamoTable: DynamoTable, clock: Clock): RunRepository {
  const table = createRunTable(dynamoTable, clock);
  const { client, name, now, expiresAt, updateRun, getItem } = table;
  const withChunk = async (run: Item) =>
    toRecord(run, await getItem(chunkKey(run.id as string, numberOf(run, 'chunk'))));

  return {
    async create(run) {
      const { keywordIds, chunkSize, ...fields } = run;
      const chunkCount = Math.max(1, Math.ceil(keywordIds.length / chunkSize));
      // The chunks first: a run item is only ever there with all its chunks.
      await batchWriteAll(
        client,
        name,
        Array.from({ length: chunkCount }, (_, chunk) => ({
          put: {
            ...chunkKey(run.id, chunk),
            requestedIds: keywordIds.slice(chunk * chunkSize, (chunk + 1) * chunkSize),
            expiresAt: expiresAt(),
          },
        })),
      );
      await client.send(
        new PutCommand({
          TableName: name,
          Item: {
            ...runKey(run.id),
            gsi1pk: stateKey('running'),
            gsi1sk: `${run.createdAt}#${run.id}`,
            ...fields,
            requested: keywordIds.length,
            chunkSize,
            chunkCount,
            chunk: 0,
            doneTotal: 0,
            doneSucceeded: 0,
            doneFailed: 0,
            logSeq: 0,
            state: 'running',
            updatedAt: run.createdAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async get(id) {
      const run = await getItem(runKey(id));
      return run ? withChunk(run) : undefined;
    },

    async requestedIds(id, chunk) {
      return ((await getItem(chunkKey(id, chunk)))?.requestedIds as string[] | undefined) ?? [];
    },

    async setExecution(id, executionId) {
      await updateRun(id, 'SET executionId = :execution, updatedAt = :now', { ':execution': executionId });
    },

    async setCurrentOperation(id, currentOperation) {
      await updateRun(id, 'SET currentOperation = :op, updatedAt = :now', { ':op': currentOperation }).catch(
        ignoreConditionFailure,
      );
    },

    async markStepStarted(id, keywordId, step) {
      return client
        .send(
          new PutCommand({
            TableName: name,
            Item: { ...stepKey(id, keywordId, step), at: now(), expiresAt: expiresAt() },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .then(() => true, ignoreConditionFailure);
    },

    async finish(id, currentOperation) {
      const at = now();
      const run = await getItem(runKey(id));
      if (!run) return false;
      // Chunks after the current one never start: they leave the run's total.
      const through = requestedThrough(run, numberOf(run, 'chunk'));
      return client
        .send(
          new UpdateCommand({
            TableName: name,
            Key: runKey(id),
            UpdateExpression:
              'SET #state = :finished, gsi1pk = :finishedKey, gsi1sk = :order, finishedAt = :at, updatedAt = :at, currentOperation = :op, expiresAt = :expires, requested = :through',
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
              ':through': through,
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
      return Promise.all(items.map(withChunk));
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
      return item ? withChunk(item) : undefined;
    },

    ...createRunChunkCounts(table),
    ...createRunBudgetHolds(table),
    ...createRunLog(table),
  };
}

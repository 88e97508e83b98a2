import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  RUN_LOG_LIMIT,
  type RunRecord,
  type RunRepository,
  type RunState,
} from '../../domain/processing/run-repository';
import type { Clock } from '../../ports/clock';
import { type DynamoTable, isConditionFailure, toEpochSeconds } from './dynamo-table';
import { batchWriteAll } from './keyword-batch-io';
import { queryAll } from './query-all';

const runKey = (id: string) => ({ pk: `RUN#${id}`, sk: 'RUN' });
/** Runs by state, in the order they started (running) or finished (finished). */
const stateKey = (state: RunState) => `RUNS#${state}`;
const LOG_PREFIX = 'LOG#';
const CHUNK_PREFIX = 'CHUNK#';
/** Logs, step marks and finished runs are history: kept for 90 days. */
const RETENTION_MS = 90 * 24 * 3600 * 1000;

const ignoreConditionFailure = (error: unknown): false => {
  if (!isConditionFailure(error)) throw error;
  return false;
};

const chunkKey = (id: string, chunk: number) => ({
  pk: `RUN#${id}`,
  sk: `${CHUNK_PREFIX}${String(chunk).padStart(6, '0')}`,
});

type Item = Record<string, unknown>;
const numberOf = (item: Item | undefined, name: string) => (item?.[name] as number | undefined) ?? 0;
const setOf = (value: unknown) => (value instanceof Set ? [...(value as Set<string>)].sort() : []);

/** Keywords asked for in the chunks up to and including `chunk`. */
const requestedThrough = (run: Item, chunk: number) =>
  Math.min(numberOf(run, 'requested'), (chunk + 1) * numberOf(run, 'chunkSize'));

/**
 * The run as its item and its current chunk's item hold it: the chunks before the current one are in the
 * run's `done*` counts, the current one counts itself (as asked for until it started), and the chunks
 * after it count the keywords asked for.
 */
function toRecord(run: Item, chunkItem: Item | undefined): RunRecord {
  const chunk = numberOf(run, 'chunk');
  const started = Array.isArray(chunkItem?.keywordIds);
  const asked =
    requestedThrough(run, chunk) - Math.min(numberOf(run, 'requested'), chunk * numberOf(run, 'chunkSize'));
  const current = started ? numberOf(chunkItem, 'runTotal') : asked;
  const later = numberOf(run, 'requested') - requestedThrough(run, chunk);
  return {
    id: run.id as string,
    kind: run.kind as RunRecord['kind'],
    mode: run.mode as RunRecord['mode'],
    requestedBy: run.requestedBy as string,
    chunk,
    chunkCount: numberOf(run, 'chunkCount'),
    chunkStarted: started,
    keywordIds: started ? (chunkItem!.keywordIds as string[]) : [],
    variantIds: setOf(chunkItem?.variantIds),
    finishedIds: setOf(chunkItem?.finishedIds),
    total: numberOf(run, 'doneTotal') + current + later,
    succeeded: numberOf(run, 'doneSucceeded') + numberOf(chunkItem, 'succeeded'),
    failed: numberOf(run, 'doneFailed') + numberOf(chunkItem, 'failed'),
    currentOperation: (run.currentOperation as string | undefined) ?? '',
    state: run.state as RunState,
    executionId: run.executionId as string | undefined,
    createdAt: run.createdAt as string,
    updatedAt: run.updatedAt as string,
    finishedAt: run.finishedAt as string | undefined,
  };
}

/**
 * Runs in the one table: the run item (`RUN#id`/`RUN`: what was asked, the current chunk, the counts of
 * the chunks before it), one item per chunk (`CHUNK#nnnnnn`: the keywords asked for, those started, the
 * variants, those done and the counts, updated atomically and guarded so a repeated step never counts
 * twice), its log as a ring of `RUN_LOG_LIMIT` slot items (`LOG#nnnn`, written after an atomic sequence
 * increment) and its step marks (`STEP#keyword#step`). No item grows with the size of the run.
 */
export function createRunRepository({ client, name }: DynamoTable, clock: Clock): RunRepository {
  const now = () => new Date(clock.now()).toISOString();
  const expiresAt = () => toEpochSeconds(clock.now() + RETENTION_MS);
  const updateItem = (
    key: { pk: string; sk: string },
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
        ExpressionAttributeValues: expression.includes(':now') ? { ...values, ':now': now() } : values,
        ReturnValues: 'UPDATED_NEW',
      }),
    );
  const update = (id: string, expression: string, values: Record<string, unknown>, condition?: string) =>
    updateItem(runKey(id), expression, values, condition);
  const getItem = async (key: { pk: string; sk: string }) =>
    (await client.send(new GetCommand({ TableName: name, Key: key, ConsistentRead: true }))).Item;
  /** The run's current chunk, where its keywords' steps count. */
  const currentChunk = async (id: string) => {
    const { Item } = await client.send(
      new GetCommand({
        TableName: name,
        Key: runKey(id),
        ProjectionExpression: 'chunk',
        ConsistentRead: true,
      }),
    );
    return numberOf(Item, 'chunk');
  };
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

    async enterChunk(id, chunk) {
      if (chunk === 0) return;
      const previous = await getItem(chunkKey(id, chunk - 1));
      const total = Array.isArray(previous?.keywordIds) ? numberOf(previous, 'runTotal') : 0;
      // Guarded by the chunk number: entering twice (a repeated step) adds the counts once.
      await update(
        id,
        'SET chunk = :chunk, updatedAt = :now ADD doneTotal :total, doneSucceeded :succeeded, doneFailed :failed',
        {
          ':chunk': chunk,
          ':previous': chunk - 1,
          ':total': total,
          ':succeeded': numberOf(previous, 'succeeded'),
          ':failed': numberOf(previous, 'failed'),
        },
        'chunk = :previous',
      ).catch(ignoreConditionFailure);
    },

    async setKeywords(id, keywordIds) {
      await updateItem(chunkKey(id, await currentChunk(id)), 'SET keywordIds = :ids, runTotal = :total', {
        ':ids': keywordIds,
        ':total': keywordIds.length,
      });
      await update(id, 'SET updatedAt = :now', {});
    },

    async setExecution(id, executionId) {
      await update(id, 'SET executionId = :execution, updatedAt = :now', { ':execution': executionId });
    },

    async addVariants(id, variantIds) {
      // Sets cannot say "add only the new ones and count them" in one write: read, then add the new ones
      // on the condition that nobody added the first of them meanwhile (else read again).
      const key = chunkKey(id, await currentChunk(id));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { Item } = await client.send(
          new GetCommand({
            TableName: name,
            Key: key,
            ProjectionExpression: 'variantIds',
            ConsistentRead: true,
          }),
        );
        const known = Item?.variantIds instanceof Set ? (Item.variantIds as Set<string>) : new Set<string>();
        const added = [...new Set(variantIds)].filter((variantId) => !known.has(variantId));
        if (added.length === 0) return false;
        const applied = await updateItem(
          key,
          'ADD variantIds :ids, runTotal :count',
          { ':ids': new Set(added), ':count': added.length, ':first': added[0] },
          'NOT contains(variantIds, :first)',
        ).then(() => true, ignoreConditionFailure);
        if (applied) {
          await update(id, 'SET updatedAt = :now', {});
          return true;
        }
      }
      throw new Error(`Could not record the variants of run ${id}: it kept changing`);
    },

    async recordOutcome(id, keywordId, outcome) {
      const counted = await updateItem(
        chunkKey(id, await currentChunk(id)),
        `ADD finishedIds :ids, ${outcome} :one`,
        { ':ids': new Set([keywordId]), ':one': 1, ':id': keywordId },
        'NOT contains(finishedIds, :id)',
      ).then(() => true, ignoreConditionFailure);
      if (counted) await update(id, 'SET updatedAt = :now', {});
      return counted;
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

import type { RunRecord, RunState } from '../../../ports/runs';

/**
 * The items of a run in the one table: the run item (`RUN#id`/`RUN`: what was asked, the current chunk, the
 * counts of the chunks before it), one item per chunk (`CHUNK#nnnnnn`: the keywords asked for, those
 * started, the variants, those done and the counts), its log slots (`LOG#nnnn`) and its step marks
 * (`STEP#keyword#step`). No item grows with the size of the run.
 */
export type Item = Record<string, unknown>;
export type ItemKey = { pk: string; sk: string };

export const runPartition = (id: string) => `RUN#${id}`;
export const runKey = (id: string): ItemKey => ({ pk: runPartition(id), sk: 'RUN' });
export const chunkKey = (id: string, chunk: number): ItemKey => ({
  pk: runPartition(id),
  sk: `CHUNK#${String(chunk).padStart(6, '0')}`,
});
export const LOG_PREFIX = 'LOG#';
export const logSlotKey = (id: string, slot: number): ItemKey => ({
  pk: runPartition(id),
  sk: `${LOG_PREFIX}${String(slot).padStart(4, '0')}`,
});
export const stepKey = (id: string, keywordId: string, step: string): ItemKey => ({
  pk: runPartition(id),
  sk: `STEP#${keywordId}#${step}`,
});
/** Runs by state (the `gsi1` partition), in the order they started (running) or finished (finished). */
export const stateKey = (state: RunState) => `RUNS#${state}`;

export const numberOf = (item: Item | undefined, name: string) => (item?.[name] as number | undefined) ?? 0;
const setOf = (value: unknown) => (value instanceof Set ? [...(value as Set<string>)].sort() : []);

/** Keywords asked for in the chunks up to and including `chunk`. */
export const requestedThrough = (run: Item, chunk: number) =>
  Math.min(numberOf(run, 'requested'), (chunk + 1) * numberOf(run, 'chunkSize'));

/**
 * The run as its item and its current chunk's item hold it: the chunks before the current one are in the
 * run's `done*` counts, the current one counts itself (as asked for until it started), and the chunks
 * after it count the keywords asked for.
 */
export function toRecord(run: Item, chunkItem: Item | undefined): RunRecord {
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
    deferredIds: setOf(chunkItem?.deferredIds),
    ...(typeof run.heldReason === 'string'
      ? {
          hold: {
            reason: run.heldReason,
            since: run.heldSince as string,
            maxConcurrency: numberOf(run, 'heldMaxConcurrency'),
          },
        }
      : {}),
    budgetReleased: run.budgetReleased === true,
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

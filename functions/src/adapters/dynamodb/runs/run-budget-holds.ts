import type { RunRepository } from '../../../ports/runs';
import { chunkKey } from './run-items';
import { ignoreConditionFailure, type RunTable } from './run-table';

/**
 * A run's hold for budget (decision 052), on the run item: its reason, since when, and the execution input's
 * concurrency to go on with; and the keywords of the current chunk sent back to wait, on the chunk's item.
 */
export function createRunBudgetHolds(
  table: RunTable,
): Pick<RunRepository, 'hold' | 'unhold' | 'release' | 'defer' | 'clearDeferred'> {
  const { updateRun, updateItem, currentChunk } = table;

  return {
    async hold(id, { reason, maxConcurrency }, currentOperation) {
      await updateRun(
        id,
        'SET heldReason = :reason, heldSince = if_not_exists(heldSince, :now), heldMaxConcurrency = :concurrency, currentOperation = :op, updatedAt = :now',
        { ':reason': reason, ':concurrency': maxConcurrency, ':op': currentOperation },
      );
    },

    async unhold(id) {
      // Conditional: of two processes resuming the same run (the schedule, a save), one goes on with it.
      return updateRun(
        id,
        'REMOVE heldReason, heldSince, heldMaxConcurrency SET updatedAt = :now',
        {},
        'attribute_exists(heldReason)',
      ).then(() => true, ignoreConditionFailure);
    },

    async release(id) {
      await updateRun(id, 'SET budgetReleased = :yes, updatedAt = :now', { ':yes': true });
    },

    async defer(id, keywordId) {
      await updateItem(chunkKey(id, await currentChunk(id)), 'ADD deferredIds :ids', {
        ':ids': new Set([keywordId]),
      });
    },

    async clearDeferred(id) {
      await updateItem(chunkKey(id, await currentChunk(id)), 'REMOVE deferredIds', {});
    },
  };
}

import type { RunRepository } from '../../../ports/runs';
import { GetCommand } from '../document-sdk';
import { chunkKey, numberOf } from './run-items';
import { ignoreConditionFailure, type RunTable } from './run-table';

/**
 * The counts of a run's current chunk, kept on the chunk's item: its keywords, the variants they created and
 * the outcomes, each updated atomically and guarded so a repeated step never counts twice. Entering the
 * next chunk adds them to the run item's `done*` counts.
 */
export function createRunChunkCounts(
  table: RunTable,
): Pick<RunRepository, 'enterChunk' | 'setKeywords' | 'addVariants' | 'recordOutcome'> {
  const { client, name, updateItem, updateRun, getItem, currentChunk } = table;

  return {
    async enterChunk(id, chunk) {
      if (chunk === 0) return;
      const previous = await getItem(chunkKey(id, chunk - 1));
      const total = Array.isArray(previous?.keywordIds) ? numberOf(previous, 'runTotal') : 0;
      // Guarded by the chunk number: entering twice (a repeated step) adds the counts once.
      await updateRun(
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
      await updateRun(id, 'SET updatedAt = :now', {});
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
          await updateRun(id, 'SET updatedAt = :now', {});
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
      if (counted) await updateRun(id, 'SET updatedAt = :now', {});
      return counted;
    },
  };
}

import { RUN_LOG_LIMIT, type RunRepository } from '../../../ports/runs';
import { PutCommand } from '../document-sdk';
import { queryAll } from '../query-all';
import { LOG_PREFIX, logSlotKey, runPartition } from './run-items';
import { ignoreConditionFailure, type RunTable } from './run-table';

/**
 * A run's log as a ring of `RUN_LOG_LIMIT` slot items: each line takes the slot of the run's sequence
 * number, incremented atomically first, so concurrent lines never share a slot and the oldest drop out.
 */
export function createRunLog(table: RunTable): Pick<RunRepository, 'appendLog' | 'logOf'> {
  const { client, name, now, expiresAt, updateRun } = table;

  return {
    async appendLog(id, text, currentOperation) {
      const at = now();
      const result = await updateRun(
        id,
        `ADD logSeq :one SET updatedAt = :now${currentOperation === undefined ? '' : ', currentOperation = :op'}`,
        { ':one': 1, ...(currentOperation === undefined ? {} : { ':op': currentOperation }) },
      ).catch(ignoreConditionFailure);
      if (result === false) return; // no such run
      const seq = result.Attributes?.logSeq as number;
      await client.send(
        new PutCommand({
          TableName: name,
          Item: { ...logSlotKey(id, (seq - 1) % RUN_LOG_LIMIT), seq, at, text, expiresAt: expiresAt() },
        }),
      );
    },

    async logOf(id) {
      const items = await queryAll(client, {
        TableName: name,
        KeyConditionExpression: 'pk = :run AND begins_with(sk, :log)',
        ExpressionAttributeValues: { ':run': runPartition(id), ':log': LOG_PREFIX },
      });
      return items
        .sort((a, b) => (a.seq as number) - (b.seq as number))
        .map((item) => ({ at: item.at as string, text: item.text as string }));
    },
  };
}

import type { LocalStack } from '../../infra/local/local-stack';

/*
 * A process killed mid-write, for crash tests: after the chosen number of writes every call of the stack's
 * DynamoDB client fails, so nothing more is stored, as when the process dies there; the test then drops
 * the stack and opens a new one on the same data folder.
 */

const WRITES = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand']);

export type KillCounted = (commandName: string, input: Record<string, unknown>) => boolean;
const isWrite: KillCounted = (commandName) => WRITES.has(commandName);

/** Kills the stack's storage after `writes` more writes (of those `counts` picks); resolves once it did. */
export function killAfter(target: LocalStack, writes: number, counts = isWrite): Promise<void> {
  let left = writes;
  let killed = false;
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  target.table.client.middlewareStack.add(
    (next, context) => async (args) => {
      if (killed) throw new Error('killed');
      if (counts(context.commandName ?? '', args.input as Record<string, unknown>)) {
        left -= 1;
        if (left < 0) {
          killed = true;
          resolve();
          throw new Error('killed');
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'killSwitch' },
  );
  return promise;
}

/** Park-Miller: reproducible kill points from a seed printed with any failure. */
export function randomFrom(seed: number) {
  let state = seed % 2147483647 || 1;
  return (max: number) => {
    state = (state * 48271) % 2147483647;
    return 1 + Math.floor((state / 2147483647) * max);
  };
}

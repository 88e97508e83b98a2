import { withLogKeys } from '../lib/log-keys';

/**
 * A step handler whose log lines carry the run and keyword its task names (`task-input.ts`), on Lambda and
 * in the local runner alike.
 */
export function withTaskLogKeys<I, O>(handler: (input: I) => Promise<O>): (input: I) => Promise<O> {
  return (input) => withLogKeys(taskKeys(input), () => handler(input));
}

function taskKeys(input: unknown): { runId?: string; keywordId?: string } {
  if (typeof input !== 'object' || input === null) return {};
  const { runId, keywordId } = input as Record<string, unknown>;
  return {
    runId: typeof runId === 'string' ? runId : undefined,
    keywordId: typeof keywordId === 'string' ? keywordId : undefined,
  };
}

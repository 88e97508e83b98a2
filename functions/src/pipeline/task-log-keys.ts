import { withLogKeys } from '../lib/log-keys';
import { logger } from '../lib/logger';

/**
 * A step handler whose log lines carry the run and keyword its task names (`task-input.ts`), on Lambda and
 * in the local runner alike. A step that throws writes one ERROR line with them before the error goes on
 * to Step Functions (which retries or catches it): the runtime's own error line names neither, so this is
 * the line a run's or a keyword's query finds.
 */
export function withTaskLogKeys<I, O>(handler: (input: I) => Promise<O>): (input: I) => Promise<O> {
  return (input) =>
    withLogKeys(taskKeys(input), async () => {
      try {
        return await handler(input);
      } catch (error) {
        logger.error('Pipeline step failed', { error });
        throw error;
      }
    });
}

function taskKeys(input: unknown): { runId?: string; keywordId?: string } {
  if (typeof input !== 'object' || input === null) return {};
  const { runId, keywordId } = input as Record<string, unknown>;
  return {
    runId: typeof runId === 'string' ? runId : undefined,
    keywordId: typeof keywordId === 'string' ? keywordId : undefined,
  };
}

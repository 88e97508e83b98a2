import { randomUUID } from 'node:crypto';
import type { DebugResult } from '#shared/schemas/debug';
import { logger } from '../../lib/logger';
import type { DebugRun, DebugRunStore } from '../../ports/debug-runs';
import type { DebugTester } from '../../ports/debug-tester';

/** How long `POST /api/debug/process-steps` waits for the result before answering with the run to poll. */
export const DEBUG_WAIT_MS = 20_000;
const POLL_MS = 250;

export interface DebugRunsDeps {
  debugRuns: DebugRunStore;
  debugTester: DebugTester;
  /** Shorter in tests. */
  debugWaitMs?: number;
  newRunId?: () => string;
}

/**
 * The debug tester as a run (decision 012): `start` records it and sets the tester going in the
 * background; `settle` waits, within the API's time, for its result. A run that outlasts the wait is
 * polled by id, so slow images never meet the API's 25 s limit.
 */
export function createDebugRuns(deps: DebugRunsDeps) {
  const waitMs = deps.debugWaitMs ?? DEBUG_WAIT_MS;
  const newRunId = deps.newRunId ?? randomUUID;
  return {
    async start(keyword: string): Promise<string> {
      const runId = newRunId();
      await deps.debugRuns.create(runId, keyword);
      const { debugTester, debugRuns } = deps;
      if (debugTester.startRun) {
        await debugTester
          .startRun(runId, keyword)
          .catch((error: unknown) =>
            debugRuns.fail(runId, `The debug tester could not start: ${(error as Error).message}`),
          );
      } else {
        void recordDebugRun(() => debugTester.run(keyword), debugRuns, runId).catch((error: unknown) =>
          logger.error('A debug run could not be recorded', { runId, error }),
        );
      }
      return runId;
    },

    /** The run once it ended, or still running after `waitMs`; undefined when unknown or expired. */
    async settle(runId: string, maxWaitMs = waitMs): Promise<DebugRun | undefined> {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        const run = await deps.debugRuns.get(runId);
        if (run?.state !== 'running' || Date.now() >= deadline) return run;
        await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, deadline - Date.now())));
      }
    },
  };
}

export type DebugRuns = ReturnType<typeof createDebugRuns>;

/** Runs the steps of a debug run and records their result, or why they failed. */
export async function recordDebugRun(run: () => Promise<DebugResult>, store: DebugRunStore, runId: string) {
  let result: DebugResult;
  try {
    result = await run();
  } catch (error) {
    await store.fail(runId, (error as Error).message || 'The debug tester failed');
    return;
  }
  await store.complete(runId, result);
}

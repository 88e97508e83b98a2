import type { DebugResult } from '#shared/schemas/debug';

/** Where a debug run is: under way, done with its result, or failed with a reason. */
export type DebugRun =
  | { state: 'running' }
  | { state: 'done'; result: DebugResult }
  | { state: 'failed'; error: string };

/**
 * The debug tester's runs, so the screen can poll one that outlasts a request (images can take longer
 * than the API's 25 s on AWS). A run expires after a day.
 */
export interface DebugRunStore {
  create(runId: string, keyword: string): Promise<void>;
  complete(runId: string, result: DebugResult): Promise<void>;
  fail(runId: string, error: string): Promise<void>;
  /** The run, or undefined when unknown or expired. */
  get(runId: string): Promise<DebugRun | undefined>;
}

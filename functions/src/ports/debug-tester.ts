import type { DebugResult } from '#shared/schemas/debug';

/**
 * Runs the debug tester for one keyword: in-process locally; on AWS in a function of its own, so the API's
 * bundle carries none of the AI SDKs.
 */
export interface DebugTester {
  /** Runs the steps and resolves their result. */
  run(keyword: string): Promise<DebugResult>;
  /**
   * Where the steps run outside this process (the AWS function): starts them for the debug run `runId`
   * without waiting; they record the result in the debug run store themselves. Absent in-process, where
   * the run goes on beside the request.
   */
  startRun?(runId: string, keyword: string): Promise<void>;
}

import type { DebugResult } from '#shared/schemas/debug';

/**
 * Runs the debug tester for one keyword: in-process locally; on AWS in a function of its own, so the API's
 * bundle carries none of the AI SDKs.
 */
export interface DebugTester {
  run(keyword: string): Promise<DebugResult>;
}

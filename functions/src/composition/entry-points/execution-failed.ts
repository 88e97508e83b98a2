import { handleExecutionFailure } from '../../domain/processing/execution-failure';
import type { Platform } from '../platform';
import { createRunRecords } from '../run-records';

/**
 * What the rule on pipeline executions that fail, time out or are aborted runs: the run's leftover keywords
 * marked Error and the run closed. On AWS an EventBridge rule's target; the local runner closes a failed
 * run itself, with the message the emulator gives.
 */
export function buildExecutionFailed(platform: Pick<Platform, 'table' | 'clock' | 'sandbox'>) {
  const records = createRunRecords(platform);
  return async (event: unknown) => ({ markedError: await handleExecutionFailure(records, event) });
}

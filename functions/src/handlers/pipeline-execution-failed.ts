import { readLambdaConfig } from '../composition/config';
import { createLambdaRunRecords } from '../composition/lambda/lambda-run-records';
import { partsFor } from '../composition/need-parts';
import { handleExecutionFailure } from '../domain/processing/execution-failure';
import type { RunCloserDeps } from '../domain/processing/run-closer';
import { type LambdaInvocationContext, startInvocation } from '../lib/logger';
import { EXECUTION_FAILED_HANDLER } from '../pipeline/pipeline-functions';

let deps: RunCloserDeps | undefined;

/** Target of the EventBridge rule on pipeline executions that fail, time out or are aborted. */
export const handler = async (event: unknown, context?: LambdaInvocationContext) => {
  startInvocation(context);
  deps ??= createLambdaRunRecords(readLambdaConfig(process.env, partsFor(EXECUTION_FAILED_HANDLER.needs)));
  return { markedError: await handleExecutionFailure(deps, event) };
};

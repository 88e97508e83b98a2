import { readLambdaConfig } from '../composition/config';
import { buildExecutionFailed } from '../composition/entry-points/execution-failed';
import { lambdaPlatform } from '../composition/lambda/lambda-platform';
import { partsFor } from '../composition/need-parts';
import { type LambdaInvocationContext, startInvocation } from '../lib/logger';
import { EXECUTION_FAILED_HANDLER } from '../pipeline/pipeline-functions';

let run: ReturnType<typeof buildExecutionFailed> | undefined;

/** Target of the EventBridge rule on pipeline executions that fail, time out or are aborted. */
export const handler = async (event: unknown, context?: LambdaInvocationContext) => {
  startInvocation(context);
  run ??= buildExecutionFailed(
    lambdaPlatform(readLambdaConfig(process.env, partsFor(EXECUTION_FAILED_HANDLER.needs))),
  );
  return run(event);
};

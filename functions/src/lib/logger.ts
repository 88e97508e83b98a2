import { LogFormatter, Logger, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { currentLogKeys } from './log-keys';
import { mappedStack } from './mapped-stack';

/**
 * Powertools' standard line (level, message, service, the Lambda context once `logger.addContext` is
 * called: request id, cold start, function name) plus the business keys of the work in progress
 * (`log-keys.ts`), then the line's own attributes. Errors point at the TypeScript sources (`mapped-stack.ts`).
 */
class KeyedLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const context = attributes.lambdaContext;
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: context?.coldStart,
        function_arn: context?.invokedFunctionArn,
        function_memory_size: context?.memoryLimitInMB,
        function_name: context?.functionName,
        function_request_id: context?.awsRequestId,
        sampling_rate: attributes.sampleRateValue,
        xray_trace_id: attributes.xRayTraceId,
        ...currentLogKeys(),
      },
    }).addAttributes(additional);
  }

  /** An error's stack and location in the TypeScript sources rather than the minified bundle. */
  override formatError(error: Error): LogAttributes {
    const formatted = super.formatError(error);
    const stack = mappedStack(error.stack);
    if (stack === error.stack) return formatted;
    return {
      ...formatted,
      location: this.getCodeLocation(stack),
      stack: Array.isArray(formatted.stack) ? stack?.split('\n') : stack,
    };
  }
}

/**
 * The Powertools logger, made without Lambda's own log level in sight. Every function logs in Lambda's JSON
 * format with its application level at DEBUG (`infra/cdk/constructs/app-function.ts`), so Lambda passes on
 * whatever the logger writes; Powertools would otherwise take that level (`AWS_LAMBDA_LOG_LEVEL`) as its
 * own, ignoring `POWERTOOLS_LOG_LEVEL`, and refuse to switch a sampled invocation to DEBUG.
 */
function loggerOwningItsLevel(make: () => Logger): Logger {
  const lambdaLevel = process.env.AWS_LAMBDA_LOG_LEVEL;
  delete process.env.AWS_LAMBDA_LOG_LEVEL;
  try {
    return make();
  } finally {
    if (lambdaLevel !== undefined) process.env.AWS_LAMBDA_LOG_LEVEL = lambdaLevel;
  }
}

/**
 * Structured JSON logs, the same on Lambda and locally; level from POWERTOOLS_LOG_LEVEL, debug sampling
 * from POWERTOOLS_LOGGER_SAMPLE_RATE. Each Lambda names itself through POWERTOOLS_SERVICE_NAME (set by the
 * CDK function construct).
 */
export const logger = loggerOwningItsLevel(
  () =>
    new Logger({
      serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'keywright',
      logFormatter: new KeyedLogFormatter(),
    }),
);

/** The Lambda context an invocation gets, as the logger reads it (request id, cold start, function name). */
export type LambdaInvocationContext = Parameters<Logger['addContext']>[0];

/**
 * What every Lambda entry does first: decide anew whether this invocation logs at DEBUG (the sample rate
 * is a share of invocations, not of containers, which live for hours) and put its context on the lines.
 */
export function startInvocation(context: LambdaInvocationContext | undefined): void {
  logger.refreshSampleRateCalculation();
  if (context) logger.addContext(context);
}

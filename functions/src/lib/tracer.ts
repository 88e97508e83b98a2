import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureAwsClientsWith } from './aws-client-capture';
import { type LogKeys, traceLogKeyScopes } from './log-keys';

/**
 * X-Ray tracing with Powertools' Tracer, for the functions people and schedules wait on: the API, the
 * pipeline's steps and the insights refresh (their entries import this module; the others do not bundle
 * the X-Ray SDK). On import it captures the AWS SDK clients made afterwards, outbound `http`/`https` and
 * `fetch` calls (Powertools' default `captureHTTPsRequests`), and traces each scope of business keys as an
 * annotated subsegment. Off outside Lambda (no `AWS_EXECUTION_ENV`: locally and in tests) and wherever
 * `POWERTOOLS_TRACE_ENABLED=false`, when every call below is a no-op.
 */
export const tracer = new Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'keywright' });

/**
 * The keys an X-Ray filter expression can find a trace by (`annotation.runId = "..."`): the business keys,
 * and an API request's correlation id, which the screen's error toast shows. Never the user.
 */
const ANNOTATED_KEYS = ['correlationId', 'runId', 'keywordId', 'campaignId', 'ruleId'] as const;

captureAwsClientsWith((client) => (tracer.isTracingEnabled() ? tracer.captureAWSv3Client(client) : client));
traceLogKeyScopes(annotatedSubsegment);

/**
 * Runs `work` in a subsegment annotated with the business keys of its scope (a keyword's step, a rule
 * evaluated for a campaign), so each shows apart even when one invocation handles several.
 */
function annotatedSubsegment<T>(keys: LogKeys, work: () => T): T {
  const annotated = ANNOTATED_KEYS.filter((key) => keys[key] !== undefined);
  if (annotated.length === 0 || !tracer.isTracingEnabled() || !tracer.getSegment()) return work();
  return tracer.provider.captureAsyncFunc(`### ${annotated.join(' ')}`, (subsegment) => {
    for (const key of annotated) subsegment?.addAnnotation(key, keys[key]!);
    const close = (error?: unknown) => subsegment?.close(error as Error | undefined);
    try {
      const result = work();
      if (!(result instanceof Promise)) {
        close();
        return result;
      }
      return result.then(
        (value: unknown) => {
          close();
          return value;
        },
        (error: unknown) => {
          close(error);
          throw error;
        },
      );
    } catch (error) {
      close(error);
      throw error;
    }
  }) as T;
}

/**
 * A Lambda handler traced as Powertools' manual instrumentation does: a `## handler` subsegment with the
 * cold start and service annotated, and the error when it throws. Responses are not recorded: they hold
 * keyword content and users' data.
 */
export function tracedHandler<A extends unknown[], R>(
  handler: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    const segment = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
    if (!segment) return handler(...args);
    const subsegment = segment.addNewSubsegment(`## ${process.env._HANDLER ?? 'handler'}`);
    tracer.setSegment(subsegment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    try {
      return await handler(...args);
    } catch (error) {
      tracer.addErrorAsMetadata(error as Error);
      throw error;
    } finally {
      subsegment.close();
      tracer.setSegment(segment);
    }
  };
}

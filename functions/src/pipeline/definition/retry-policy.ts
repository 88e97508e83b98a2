import { PROVIDER_ERROR_NAMES } from '../../ports/provider-error';
import type { Retrier } from './asl-types';

/**
 * Errors retrying cannot mend: refused credentials, a final upstream answer, and a step's input, configuration
 * or prompt template that makes it impossible. Names as Step Functions sees them (a failed Lambda's `errorType`
 * is the error's `name`).
 */
const NEVER_RETRIED_ERRORS = [
  PROVIDER_ERROR_NAMES.auth,
  PROVIDER_ERROR_NAMES.failed,
  'StepInputError',
  'TaskInputError',
  'PromptTemplateError',
] as const;

/** Passing failures: an upstream 5xx or dropped connection, Lambda's own service errors, DynamoDB throttling. */
const TRANSIENT_ERRORS = [
  PROVIDER_ERROR_NAMES.transient,
  'Lambda.TooManyRequestsException',
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
] as const;

/** A task that ran out of time, as Step Functions, the Lambda sandbox and the Lambda client report it. */
const TIMEOUT_ERRORS = [
  'States.Timeout',
  'Sandbox.Timedout',
  'Lambda.ClientExecutionTimeoutException',
] as const;

/**
 * The one retry policy of every task state. Step Functions uses the first retrier whose ErrorEquals names the
 * error's name (never its class: a ProviderRateLimitError is a ProviderTransientError in code, yet has a
 * retrier of its own here). Retries at this level come on top of the providers' own, which honour
 * `Retry-After`; every step is idempotent, so a repeat is safe.
 */
export const TASK_RETRY_POLICY: readonly Retrier[] = [
  { ErrorEquals: NEVER_RETRIED_ERRORS, MaxAttempts: 0 },
  // No jitter: the waits add up to 20+40+80+27*120 = 3,380 s, close to an hour. A step whose turn under the
  // shared limit is further off than its Lambda may wait (a backlog of runs on a low tier, Process All behind
  // new batches) is tried again until it comes: waiting is never an Error. The execution's timeout (hours,
  // decision 048) still bounds it.
  {
    ErrorEquals: [PROVIDER_ERROR_NAMES.rateLimited],
    IntervalSeconds: 20,
    MaxAttempts: 30,
    BackoffRate: 2,
    MaxDelaySeconds: 120,
  },
  // Full jitter, so the keywords of a Map throttled together do not come back together.
  {
    ErrorEquals: TRANSIENT_ERRORS,
    IntervalSeconds: 2,
    MaxAttempts: 5,
    BackoffRate: 2,
    MaxDelaySeconds: 60,
    JitterStrategy: 'FULL',
  },
  { ErrorEquals: TIMEOUT_ERRORS, IntervalSeconds: 5, MaxAttempts: 2, BackoffRate: 2, JitterStrategy: 'FULL' },
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 3, MaxAttempts: 2, BackoffRate: 2, JitterStrategy: 'FULL' },
];

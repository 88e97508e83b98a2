import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { type Severity, withSeverity } from './alarm-topics';

export const ALARM_PERIOD = Duration.minutes(5);

/** A function's duration alarm fires above this share of its timeout, unless it says otherwise. */
export const DURATION_ALARM_SHARE = 0.8;

export interface FunctionAlarmOptions {
  timeout: Duration;
  /** Errors in five minutes that raise the alarm: 1 unless a caller retries the function's errors. */
  errorsThreshold: number;
  /** Why errors can be expected below the threshold, and what they mean above it. */
  errorsNote?: string;
  /** Who hears of the errors: a page for a function people wait on, else a ticket. */
  errorsSeverity: Severity;
  /** The share of the timeout above which a run is told. */
  durationShare: number;
  /** Why runs are expected up to that share. */
  durationNote?: string;
}

/** The name ops read in the e-mail: the construct path and what is wrong, `Keywright-prod-Api-Function-Errors`. */
export const alarmName = (scopePath: string, what: string) => `${scopePath.replaceAll('/', '-')}-${what}`;

const LOGS_FIRST =
  'First look: the function\'s log group in CloudWatch Logs Insights, `fields @timestamp, level, message, error | filter level = "ERROR" | sort @timestamp desc`';

/**
 * Errors and a duration near the timeout of one function, each over five minutes; each notifies the topic
 * of its severity (`AlarmTopics`). Throttling is watched once for the account (`Alarms`): a function is
 * throttled when the account's concurrency is used up, whichever function used it.
 */
export function functionAlarms(
  fn: LambdaFunction,
  options: FunctionAlarmOptions,
): { errors: Alarm; duration: Alarm } {
  const name = (what: string) => alarmName(fn.node.path, what);
  const common = {
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  };
  const timeoutMs = options.timeout.toMilliseconds();
  const errors = new Alarm(fn, 'ErrorsAlarm', {
    ...common,
    alarmName: name('Errors'),
    alarmDescription: [
      `${fn.node.path} threw or timed out ${options.errorsThreshold === 1 ? 'at least once' : `${options.errorsThreshold} times or more`} in five minutes.`,
      options.errorsNote,
      `${LOGS_FIRST}. Runbook: docs/operations.md, "Function errors".`,
    ]
      .filter(Boolean)
      .join(' '),
    metric: fn.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
    threshold: options.errorsThreshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  });
  const duration = new Alarm(fn, 'DurationAlarm', {
    ...common,
    alarmName: name('Duration'),
    alarmDescription: [
      `An invocation of ${fn.node.path} ran longer than ${Math.round(options.durationShare * 100)}% of its ${options.timeout.toSeconds()} s timeout.`,
      options.durationNote,
      'First look: the X-Ray trace of the slow invocation (its subsegments show which upstream call took the time) and the UpstreamLatency graph of the dashboard. Runbook: docs/operations.md, "Function near its timeout".',
    ]
      .filter(Boolean)
      .join(' '),
    metric: fn.metricDuration({ period: ALARM_PERIOD, statistic: 'Maximum' }),
    threshold: Math.round(timeoutMs * options.durationShare),
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
  });
  return {
    errors: withSeverity(errors, options.errorsSeverity),
    duration: withSeverity(duration, 'ticket'),
  };
}

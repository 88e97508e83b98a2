import { Stack } from 'aws-cdk-lib';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { type Severity, withSeverity } from './alarm-topics';
import { ALARM_PERIOD, alarmName } from './function-alarms';

/**
 * Requests in five minutes below which the short latency alarm does not judge the p95: over a handful of
 * requests a p95 is the slowest one (a cold start, a sign-in's password hash).
 */
const RECENT_LATENCY_MIN_REQUESTS = 20;

/**
 * The API's own alarms beside its function's: 5xx answers (a page: users see the error), its p95 above
 * `latencyP95Ms` for 15 minutes (a ticket: "API slow"), and the same p95 over five minutes when at least
 * 20 requests came, which a deploy's five-minute canary can trip before it ends (a 15-minute alarm never
 * could), so a slower new version rolls back.
 */
export function apiAlarms(scope: Construct, api: IFunction, latencyP95Ms: number) {
  const alarm = (id: string, severity: Severity, props: Omit<AlarmProps, 'alarmName'>) =>
    withSeverity(
      new Alarm(scope, id, {
        alarmName: alarmName(Stack.of(scope).stackName, id),
        treatMissingData: TreatMissingData.NOT_BREACHING,
        ...props,
      }),
      severity,
    );
  const latency = (period = ALARM_PERIOD) => api.metric('UrlRequestLatency', { statistic: 'p95', period });
  return {
    serverErrors: alarm('ApiServerErrors', 'page', {
      metric: api.metric('Url5xxCount', { statistic: 'Sum', period: ALARM_PERIOD }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      alarmDescription:
        'The API answered with a 5xx status. First look: the API log group, its access lines with a 5xx status and the ERROR line carrying the same correlation id; right after a deploy, CodeDeploy rolls the canary back on this alarm. Runbook: docs/operations.md, "API 5xx".',
    }),
    latencyP95: alarm('ApiLatencyP95', 'ticket', {
      metric: latency(),
      threshold: latencyP95Ms,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      // Few requests make a noisy p95: only fifteen slow minutes in a row count.
      evaluationPeriods: 3,
      alarmDescription: `The API's p95 latency stayed above ${latencyP95Ms} ms for 15 minutes. First look: the slowest routes in the API's access lines (the Logs Insights query of the runbook), then their X-Ray traces. Runbook: docs/operations.md, "API slow".`,
    }),
    recentLatencyP95: alarm('ApiLatencyP95FiveMinutes', 'ticket', {
      metric: new MathExpression({
        label: `API p95 (ms), judged from ${RECENT_LATENCY_MIN_REQUESTS} requests in five minutes`,
        expression: `IF(requests >= ${RECENT_LATENCY_MIN_REQUESTS}, p95, 0)`,
        usingMetrics: {
          requests: api.metric('UrlRequestCount', { statistic: 'Sum', period: ALARM_PERIOD }),
          p95: latency(),
        },
        period: ALARM_PERIOD,
      }),
      threshold: latencyP95Ms,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      alarmDescription: `The API's p95 latency over the last five minutes (${RECENT_LATENCY_MIN_REQUESTS} requests or more) was above ${latencyP95Ms} ms. It rolls back a deploy's canary that made the API slower; outside a deploy it is the early sign of "API slow" and clears by itself when the slowness passes. First look: whether a deploy is under way (CodeDeploy console), then the slowest routes in the access lines. Runbook: docs/operations.md, "API slow".`,
    }),
  };
}

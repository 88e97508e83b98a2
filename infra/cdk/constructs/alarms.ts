import { CfnCondition, type CfnResource, Duration, Fn, Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  Metric,
  type MetricOptions,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { AlarmTopics, type AlarmTopicsProps, type Severity, withSeverity } from './alarm-topics';
import { ALARM_PERIOD, alarmName } from './function-alarms';

export interface AlarmsProps extends AlarmTopicsProps {
  table: ITableV2;
  distribution: Distribution;
  /** The account's Lambda concurrency quota (`aws lambda get-account-settings`). */
  lambdaConcurrencyLimit: number;
}

/** The operations the app's code calls (no Scan, no transactions: docs/design-rules.md, "Data"). */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
];

/** CloudFront 5xx share (%) of its viewer requests that raises its alarm. */
const CLOUDFRONT_5XX_RATE_PERCENT = 5;
/**
 * The share of the account's concurrency quota in use that pages: past it a burst (a run, Process All)
 * takes the rest, and Lambda starts refusing invocations, the API's included.
 */
const CONCURRENCY_SHARE = 0.9;

/**
 * The share (%) of CloudFront's viewer requests answered 5xx. CloudFront publishes it in us-east-1 with a
 * `Region: Global` dimension, which `Distribution.metric5xxErrorRate` leaves out (so it matches nothing).
 */
export const cloudFront5xxRate = (distribution: Distribution, options: MetricOptions = {}) =>
  new Metric({
    namespace: 'AWS/CloudFront',
    metricName: '5xxErrorRate',
    dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
    statistic: 'Average',
    period: ALARM_PERIOD,
    ...options,
  });

/**
 * The stack's alarm topics, and the alarms on what no single construct owns: the account's Lambda
 * concurrency, CloudFront's 5xx rate, DynamoDB throttling and system errors. The functions, the API, the
 * pipeline, queues and the insights refresh bring their own alarms; each notifies the topic of its
 * severity (`AlarmTopics`). Each description says what to look at first.
 */
export class Alarms extends Construct {
  readonly topics: AlarmTopics;
  /** Created only in us-east-1 (a CloudFormation condition), so nothing else may refer to it. */
  readonly cloudFront5xxRate: Alarm;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topics = new AlarmTopics(this, 'Topics', props);
    const { table } = props;
    const concurrencyLimit = Math.floor(props.lambdaConcurrencyLimit * CONCURRENCY_SHARE);
    this.alarm('AccountConcurrency', 'page', {
      // Every function's invocations in flight, reserved concurrency included: what the quota bounds.
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'ClaimedAccountConcurrency',
        statistic: 'Maximum',
        period: Duration.minutes(1),
      }),
      threshold: concurrencyLimit,
      evaluationPeriods: 5,
      datapointsToAlarm: 3,
      alarmDescription: `The account's Lambda functions used ${concurrencyLimit} or more of its ${props.lambdaConcurrencyLimit} concurrent executions in 3 of the last 5 minutes: Lambda is about to refuse invocations (the API's too). First look: the dashboard's "Account concurrency", Lambda's account-level ConcurrentExecutions by function, and whether a large run is under way (pipelineConcurrency). Runbook: docs/operations.md, "Account concurrency".`,
    });
    this.alarm('TableThrottled', 'ticket', {
      metric: table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period: ALARM_PERIOD,
      }),
      alarmDescription:
        'DynamoDB throttled requests to the table. First look: the dashboard\'s consumed capacity (a burst from a large run or Process All) and whether the errors reached users (API 5xx, KeywordsFailed). Runbook: docs/operations.md, "DynamoDB throttled or failing".',
    });
    this.alarm('TableSystemErrors', 'ticket', {
      metric: table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: ALARM_PERIOD }),
      alarmDescription:
        'DynamoDB answered requests to the table with a server error. First look: the AWS Health Dashboard for DynamoDB in this region; the SDK retries these, so check API 5xx and KeywordsFailed for harm done. Runbook: docs/operations.md, "DynamoDB throttled or failing".',
    });
    this.cloudFront5xxRate = this.cloudFrontAlarm(props.distribution);
  }

  /**
   * CloudFront publishes its metrics in us-east-1 only, and an alarm watches its own region's metrics, so
   * this one exists only when the stack is deployed there (a condition, since the stack's region is
   * known at deploy time); elsewhere the API's own 5xx alarm covers the API, and the dashboard shows the rate.
   */
  private cloudFrontAlarm(distribution: Distribution): Alarm {
    const alarm = this.alarm('CloudFront5xxRate', 'page', {
      metric: cloudFront5xxRate(distribution),
      threshold: CLOUDFRONT_5XX_RATE_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      alarmDescription: `More than ${CLOUDFRONT_5XX_RATE_PERCENT}% of CloudFront's answers were 5xx in two of the last three 5-minute periods. First look: the access-log bucket (cloudfront/ prefix) for which paths failed; 502/504 on /api/* point at the API function (its errors and duration alarms). Runbook: docs/operations.md, "CloudFront 5xx".`,
    });
    const inUsEast1 = new CfnCondition(this, 'InUsEast1', {
      expression: Fn.conditionEquals(Stack.of(this).region, 'us-east-1'),
    });
    (alarm.node.defaultChild as CfnResource).cfnOptions.condition = inUsEast1;
    return alarm;
  }

  /** An alarm on the first occurrence in five minutes unless `props` say otherwise. */
  private alarm(
    id: string,
    severity: Severity,
    props: Partial<AlarmProps> & Pick<AlarmProps, 'metric' | 'alarmDescription'>,
  ) {
    const alarm = new Alarm(this, id, {
      alarmName: alarmName(Stack.of(this).stackName, id),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...props,
    });
    return withSeverity(alarm, severity);
  }
}

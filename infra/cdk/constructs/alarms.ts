import { Aspects, CfnCondition, type CfnResource, Fn, type IAspect, Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  MathExpression,
  Metric,
  type MetricOptions,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct, type IConstruct, type IDependable } from 'constructs';
import { alarmTopic } from './alarm-topic';
import { ALARM_PERIOD, alarmName } from './function-alarms';

export interface AlarmsProps {
  api: IFunction;
  pipeline: IStateMachine;
  table: ITableV2;
  distribution: Distribution;
  /** The API's p95 latency (ms) above which it alarms. */
  apiLatencyP95Ms: number;
  /** Who is told; without it the alarms still show in CloudWatch and the topic can be subscribed later. */
  email?: string;
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

/** Every alarm in the stack notifies the topic, wherever it was made, so a new one cannot go unheard. */
class NotifyTopic implements IAspect {
  constructor(private readonly action: SnsAction) {}
  visit(node: IConstruct): void {
    if (node instanceof Alarm) node.addAlarmAction(this.action);
  }
}

/**
 * The stack's alarm topic, and the alarms on what no single function shows: pipeline runs that fail, time
 * out or are aborted, the API answering 5xx or slowly, CloudFront's 5xx rate, DynamoDB throttling and
 * system errors. The functions, queues and the insights refresh bring their own alarms; all of them notify
 * the topic. Each description says what to look at first.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  /** The topic's policy, which lets CloudWatch and AWS Budgets publish. */
  readonly publishPolicy: IDependable;
  readonly apiLatencyP95: Alarm;
  /** Created only in us-east-1 (a CloudFormation condition), so nothing else may refer to it. */
  readonly cloudFront5xxRate: Alarm;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const { topic, publishPolicy } = alarmTopic(this, 'Topic', props.email);
    this.topic = topic;
    this.publishPolicy = publishPolicy;
    Aspects.of(Stack.of(this)).add(new NotifyTopic(new SnsAction(topic)));

    const { pipeline, api, table } = props;
    this.alarm('PipelineExecutionsFailed', {
      metric: new MathExpression({
        label: 'Pipeline executions failed, timed out or aborted',
        expression: 'FILL(failed, 0) + FILL(timedOut, 0) + FILL(aborted, 0)',
        usingMetrics: {
          failed: pipeline.metricFailed(),
          timedOut: pipeline.metricTimedOut(),
          aborted: pipeline.metricAborted(),
        },
        period: ALARM_PERIOD,
      }),
      alarmDescription:
        'A keyword pipeline run failed, timed out or was aborted. First look: the execution\'s graph in the Step Functions console (the red state and its error), then that run\'s log lines by runId. Runbook: docs/operations.md, "Pipeline executions failed".',
    });
    this.alarm('ApiServerErrors', {
      metric: api.metric('Url5xxCount', { statistic: 'Sum', period: ALARM_PERIOD }),
      alarmDescription:
        'The API answered with a 5xx status. First look: the API log group, its access lines with a 5xx status and the ERROR line carrying the same correlation id. Runbook: docs/operations.md, "API 5xx".',
    });
    this.apiLatencyP95 = this.alarm('ApiLatencyP95', {
      metric: api.metric('UrlRequestLatency', { statistic: 'p95', period: ALARM_PERIOD }),
      threshold: props.apiLatencyP95Ms,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      // Few requests make a noisy p95: only fifteen slow minutes in a row count.
      evaluationPeriods: 3,
      alarmDescription: `The API's p95 latency stayed above ${props.apiLatencyP95Ms} ms for 15 minutes. First look: the slowest routes in the API's access lines (the Logs Insights query of the runbook), then their X-Ray traces. Runbook: docs/operations.md, "API slow".`,
    });
    this.alarm('TableThrottled', {
      metric: table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period: ALARM_PERIOD,
      }),
      alarmDescription:
        'DynamoDB throttled requests to the table. First look: the dashboard\'s consumed capacity (a burst from a large run or Process All) and whether the errors reached users (API 5xx, KeywordsFailed). Runbook: docs/operations.md, "DynamoDB throttled or failing".',
    });
    this.alarm('TableSystemErrors', {
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
    const alarm = this.alarm('CloudFront5xxRate', {
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
  private alarm(id: string, props: Partial<AlarmProps> & Pick<AlarmProps, 'metric' | 'alarmDescription'>) {
    return new Alarm(this, id, {
      alarmName: alarmName(Stack.of(this).stackName, id),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      ...props,
    });
  }
}

import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface AlarmsProps {
  api: IFunction;
  pipeline: IStateMachine;
  failureHandler: IFunction;
  /** Who is told; without it the alarms still show in CloudWatch and the topic can be subscribed later. */
  email?: string;
}

const PERIOD = Duration.minutes(5);

/**
 * Alarms on what a user would notice: pipeline runs that fail, time out or are aborted, the API answering
 * 5xx or crashing, and the failure handler failing (which would leave keywords stuck in Processing).
 * Each fires on the first occurrence in five minutes and notifies one SNS topic.
 */
export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Keywright alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    const { pipeline, api } = props;
    const runsFailed = new MathExpression({
      label: 'Pipeline executions failed, timed out or aborted',
      expression: 'FILL(failed, 0) + FILL(timedOut, 0) + FILL(aborted, 0)',
      usingMetrics: {
        failed: pipeline.metricFailed(),
        timedOut: pipeline.metricTimedOut(),
        aborted: pipeline.metricAborted(),
      },
      period: PERIOD,
    });
    this.alarm(
      'PipelineExecutionsFailed',
      runsFailed,
      'A keyword pipeline run failed, timed out or was aborted',
    );
    this.alarm(
      'ApiServerErrors',
      api.metric('Url5xxCount', { statistic: 'Sum', period: PERIOD }),
      'The API answered with a 5xx status',
    );
    this.alarm(
      'ApiFunctionErrors',
      api.metricErrors({ period: PERIOD }),
      'The API function crashed or timed out',
    );
    this.alarm(
      'PipelineFailureHandlerErrors',
      props.failureHandler.metricErrors({ period: PERIOD }),
      "The handler that marks a failed run's keywords as Error failed",
    );
  }

  private alarm(id: string, metric: IMetric, description: string): void {
    new Alarm(this, id, {
      metric,
      alarmDescription: description,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(this.topic));
  }
}

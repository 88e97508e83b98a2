import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, alarmName } from './function-alarms';

export interface DeadLetterQueueProps {
  /** What lands here, for the alarm's description. */
  holds: string;
  /** What to look at first when it does, and how to replay it. */
  firstLook: string;
}

/**
 * An encrypted (SQS-managed keys), TLS-only queue for what a retried delivery could not hand over, kept the
 * longest SQS allows, with an alarm as soon as anything lands in it: a message here is work that was
 * dropped, so nothing waits for a threshold.
 */
export class DeadLetterQueue extends Queue {
  readonly notEmptyAlarm: Alarm;

  constructor(scope: Construct, id: string, props: DeadLetterQueueProps) {
    super(scope, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue, of an EventBridge target, a Scheduler target or a Lambda on-failure destination, which SQS3 does not recognise as such',
    });
    this.notEmptyAlarm = new Alarm(this, 'NotEmptyAlarm', {
      alarmName: alarmName(this.node.path, 'NotEmpty'),
      alarmDescription: `A message is waiting in ${this.node.path}: ${props.holds}. ${props.firstLook} Runbook: docs/operations.md, "Dead-letter queues".`,
      metric: this.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}

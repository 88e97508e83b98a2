import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { withSeverity } from './alarm-topics';
import { ALARM_PERIOD, alarmName } from './function-alarms';

/** A message older than this was seen by nobody since its first alarm: it is told again. */
const FORGOTTEN_AFTER = Duration.days(1);

export interface DeadLetterQueueProps {
  /** What lands here, for the alarm's description. */
  holds: string;
  /** What to look at first when it does, and how to replay it. */
  firstLook: string;
}

/**
 * An encrypted (SQS-managed keys), TLS-only queue for what a retried delivery could not hand over, kept the
 * longest SQS allows, with an alarm as soon as anything lands in it (a message here is work that was
 * dropped, so nothing waits for a threshold) and another once a message has waited a day (the first one
 * stays in alarm without telling anyone again, and SQS drops a message after 14 days). Both are tickets:
 * a replay can wait for working hours.
 */
export class DeadLetterQueue extends Queue {
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
    const common = {
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    };
    const runbook = 'Runbook: docs/operations.md, "Dead-letter queues".';
    withSeverity(
      new Alarm(this, 'NotEmptyAlarm', {
        ...common,
        alarmName: alarmName(this.node.path, 'NotEmpty'),
        alarmDescription: `A message is waiting in ${this.node.path}: ${props.holds}. ${props.firstLook} ${runbook}`,
        metric: this.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
        threshold: 1,
      }),
      'ticket',
    );
    withSeverity(
      new Alarm(this, 'OldestMessageAlarm', {
        ...common,
        alarmName: alarmName(this.node.path, 'OldestMessage'),
        alarmDescription: `A message has waited in ${this.node.path} for more than a day: ${props.holds}. Nobody replayed or purged it since the NotEmpty alarm; SQS drops it after 14 days. ${props.firstLook} ${runbook}`,
        metric: this.metricApproximateAgeOfOldestMessage({ period: ALARM_PERIOD, statistic: 'Maximum' }),
        threshold: FORGOTTEN_AFTER.toSeconds(),
      }),
      'ticket',
    );
  }
}

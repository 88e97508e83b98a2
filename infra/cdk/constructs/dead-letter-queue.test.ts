import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack();
const queueArn = (prefix: string) => ({ 'Fn::GetAtt': [Match.stringLikeRegexp(`^${prefix}`), 'Arn'] });

describe('dead-letter queues', () => {
  it('are two, encrypted with SQS-managed keys, TLS-only, keeping messages 14 days', () => {
    const queues = template.findResources('AWS::SQS::Queue');
    expect(Object.keys(queues).sort()).toEqual([
      expect.stringMatching(/^InsightsRefreshDeadLetters/),
      expect.stringMatching(/^PipelineExecutionFailedDeadLetters/),
    ]);
    for (const queue of Object.values(queues)) {
      expect(queue.Properties).toEqual({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 24 * 3600,
      });
    }
    for (const prefix of ['InsightsRefreshDeadLetters', 'PipelineExecutionFailedDeadLetters']) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: Match.stringLikeRegexp(`^${prefix}`) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it("catch the failure handler's events that EventBridge could not deliver in 6 hours of retries", () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PipelineExecutionFailed'), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 6 * 3600 },
          DeadLetterConfig: { Arn: queueArn('PipelineExecutionFailedDeadLetters') },
        }),
      ],
    });
  });

  it('catch the events the failure handler itself failed on, after two retries', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^PipelineExecutionFailed') },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: queueArn('PipelineExecutionFailedDeadLetters') } },
    });
  });

  it('each alarm on the first message, naming what it holds and what to do', () => {
    for (const prefix of ['InsightsRefreshDeadLetters', 'PipelineExecutionFailedDeadLetters']) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [
          { Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^${prefix}`), 'QueueName'] } },
        ],
        Statistic: 'Maximum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmDescription: Match.stringLikeRegexp(
          'First look: .* Runbook: docs/operations.md, "Dead-letter queues"',
        ),
      });
    }
  });
});

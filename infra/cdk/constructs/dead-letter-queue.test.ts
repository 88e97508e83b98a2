import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack();
const queueArn = (prefix: string) => ({ 'Fn::GetAtt': [Match.stringLikeRegexp(`^${prefix}`), 'Arn'] });
const QUEUES = [
  'ApiDebugTesterDeadLetters',
  'CampaignLaunchesDeadLetters',
  'InsightsRefreshDeadLetters',
  'PipelineExecutionFailedDeadLetters',
  'PipelineHeldRunsDeadLetters',
];

describe('dead-letter queues', () => {
  it('are five, encrypted with SQS-managed keys, TLS-only, keeping messages 14 days', () => {
    const queues = template.findResources('AWS::SQS::Queue');
    expect(Object.keys(queues).sort()).toEqual(QUEUES.map((prefix) => expect.stringMatching(`^${prefix}`)));
    for (const queue of Object.values(queues)) {
      expect(queue.Properties).toEqual({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 24 * 3600,
      });
    }
    for (const prefix of QUEUES) {
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
          Arn: { Ref: Match.stringLikeRegexp('^PipelineExecutionFailedLive') },
          RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 6 * 3600 },
          DeadLetterConfig: { Arn: queueArn('PipelineExecutionFailedDeadLetters') },
        }),
      ],
    });
  });

  it.each([
    ['the failure handler', 'PipelineExecutionFailed', 2, 'PipelineExecutionFailedDeadLetters'],
    ['the debug tester', 'ApiDebugTester', undefined, 'ApiDebugTesterDeadLetters'],
    ['the campaign launch function', 'CampaignLaunchesFunction', 2, 'CampaignLaunchesDeadLetters'],
  ])(
    'catch the async invocations %s failed on after its retries, through its alias',
    (_who, fn, retries, dlq) => {
      const [config] = Object.values(
        template.findResources('AWS::Lambda::EventInvokeConfig', {
          Properties: { DestinationConfig: { OnFailure: { Destination: queueArn(dlq) } } },
        }),
      );
      expect(config?.Properties).toMatchObject({
        FunctionName: { Ref: expect.stringMatching(`^${fn}`) },
        ...(retries !== undefined && { MaximumRetryAttempts: retries }),
      });
      expect(JSON.stringify(config?.Properties.Qualifier)).toContain(`"Ref":"${fn}Live`);
    },
  );

  it.each([
    ['the first message', 'ApproximateNumberOfMessagesVisible', 1],
    ['a message a day old', 'ApproximateAgeOfOldestMessage', 86_400],
  ])('each alarm on %s, naming what it holds and what to do', (_what, metricName, threshold) => {
    for (const prefix of QUEUES) {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: metricName,
        Dimensions: [
          { Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^${prefix}`), 'QueueName'] } },
        ],
        Statistic: 'Maximum',
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmDescription: Match.stringLikeRegexp(
          'First look: .* Runbook: docs/operations.md, "Dead-letter queues"',
        ),
      });
    }
  });
});

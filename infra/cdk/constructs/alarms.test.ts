import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';
import { REPO_ROOT } from '../repo-paths';

const template = synthStack({ alarmEmail: 'oncall@example.com' });
const alarmAction = { AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }] };
const onFirst = {
  Threshold: 1,
  EvaluationPeriods: 1,
  ComparisonOperator: 'GreaterThanOrEqualToThreshold',
  TreatMissingData: 'notBreaching',
};

type AlarmProperties = Record<string, unknown> & { AlarmName: string; AlarmDescription: string };
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
  (resource) => resource.Properties as AlarmProperties,
);
const alarmNamed = (name: string) => alarms.find((alarm) => alarm.AlarmName === `Test-${name}`);

/** Errors (threshold), throttles and duration (80% of the timeout, in ms) of each function, by path. */
const FUNCTIONS = [
  ['Api-Function', 1, 25],
  ['Api-DebugTester', 1, 300],
  ['Pipeline-ProgressStepFunction', 10, 30],
  ['Pipeline-TextStepFunction', 10, 180],
  ['Pipeline-ImageStepFunction', 10, 600],
  ['Pipeline-PublishStepFunction', 10, 300],
  ['Pipeline-ExecutionFailed', 1, 60],
  ['InsightsRefresh-Function', 1, 300],
  ['NotificationDelivery-Function', 1, 90],
] as const;

/** Every alarm of the stack: name, metric, threshold, comparison, periods evaluated, missing data. */
type ExpectedAlarm = readonly [string, string | undefined, number, string, number, string];
const EXPECTED: readonly ExpectedAlarm[] = [
  ...FUNCTIONS.flatMap(([path, errors, timeoutSeconds]): ExpectedAlarm[] => [
    [`${path}-Errors`, 'Errors', errors, 'GreaterThanOrEqualToThreshold', 1, 'notBreaching'],
    [`${path}-Throttles`, 'Throttles', 1, 'GreaterThanOrEqualToThreshold', 1, 'notBreaching'],
    [`${path}-Duration`, 'Duration', timeoutSeconds * 800, 'GreaterThanThreshold', 1, 'notBreaching'],
  ]),
  ['PipelineExecutionsFailed', undefined, 1, 'GreaterThanOrEqualToThreshold', 1, 'notBreaching'],
  ['ApiServerErrors', 'Url5xxCount', 1, 'GreaterThanOrEqualToThreshold', 1, 'notBreaching'],
  ['ApiLatencyP95', 'UrlRequestLatency', 3000, 'GreaterThanThreshold', 3, 'notBreaching'],
  ['CloudFront5xxRate', '5xxErrorRate', 5, 'GreaterThanOrEqualToThreshold', 3, 'notBreaching'],
  ['TableThrottled', undefined, 1, 'GreaterThanOrEqualToThreshold', 1, 'notBreaching'],
  ['TableSystemErrors', undefined, 1, 'GreaterThanOrEqualToThreshold', 1, 'notBreaching'],
  [
    'Pipeline-ExecutionFailedDeadLetters-NotEmpty',
    'ApproximateNumberOfMessagesVisible',
    1,
    'GreaterThanOrEqualToThreshold',
    1,
    'notBreaching',
  ],
  [
    'InsightsRefresh-DeadLetters-NotEmpty',
    'ApproximateNumberOfMessagesVisible',
    1,
    'GreaterThanOrEqualToThreshold',
    1,
    'notBreaching',
  ],
  ['InsightsRefresh-StaleData', 'InsightsDataAge', 1800, 'GreaterThanThreshold', 1, 'breaching'],
];

describe('alarms', () => {
  it('fire on pipeline executions that fail, time out or are aborted', () => {
    const metric = (name: string) =>
      Match.objectLike({
        MetricStat: Match.objectLike({
          Metric: {
            Namespace: 'AWS/States',
            MetricName: name,
            Dimensions: [
              { Name: 'StateMachineArn', Value: { Ref: Match.stringLikeRegexp('^PipelineStateMachine') } },
            ],
          },
          Stat: 'Sum',
        }),
      });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ...onFirst,
      ...alarmAction,
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'FILL(failed, 0) + FILL(timedOut, 0) + FILL(aborted, 0)' }),
        metric('ExecutionsFailed'),
        metric('ExecutionsTimedOut'),
        metric('ExecutionsAborted'),
      ]),
    });
  });

  it.each([
    ['Url5xxCount', '^ApiFunction'],
    ['Errors', '^ApiFunction'],
    ['Errors', '^PipelineExecutionFailed'],
  ])('fire on %s of %s', (metricName, functionId) => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ...onFirst,
      ...alarmAction,
      Namespace: 'AWS/Lambda',
      MetricName: metricName,
      Statistic: 'Sum',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp(functionId) } }],
    });
  });

  it('notify the alarm email when one is configured', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', EXPECTED.length);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
    });
    expect(synthStack().findResources('AWS::SNS::Subscription')).toEqual({});
  });

  it('are exactly the expected ones, each with its threshold', () => {
    expect(alarms.map((alarm) => alarm.AlarmName).sort()).toEqual(
      EXPECTED.map(([name]) => `Test-${name}`).sort(),
    );
    for (const [name, metricName, threshold, comparison, periods, missing] of EXPECTED) {
      expect(alarmNamed(name), name).toMatchObject({
        ...(metricName && { MetricName: metricName }),
        Threshold: threshold,
        ComparisonOperator: comparison,
        EvaluationPeriods: periods,
        TreatMissingData: missing,
      });
    }
  });

  it('all notify the topic, each saying what to look at first and naming its runbook section', () => {
    const runbook = readFileSync(join(REPO_ROOT, 'docs', 'operations.md'), 'utf8');
    for (const alarm of alarms) {
      expect(alarm, alarm.AlarmName).toMatchObject({
        AlarmActions: [{ Ref: expect.stringMatching(/^AlarmsTopic/) }],
      });
      expect(alarm.AlarmDescription, alarm.AlarmName).toContain('First look:');
      const section = /Runbook: docs\/operations\.md, "([^"]+)"/.exec(alarm.AlarmDescription)?.[1];
      expect(section && runbook.includes(`### ${section}\n`), `${alarm.AlarmName}: ${section}`).toBe(true);
    }
  });

  it('watch the p95 of the API and the exact series of the metrics they name', () => {
    expect(alarmNamed('ApiLatencyP95')).toMatchObject({ ExtendedStatistic: 'p95' });
    synthStack({ apiLatencyP95Ms: 1500 }).hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Test-ApiLatencyP95',
      Threshold: 1500,
    });
    expect(alarmNamed('InsightsRefresh-StaleData')).toMatchObject({
      Namespace: 'Keywright',
      Statistic: 'Maximum',
      Period: 1800,
    });
    expect(alarmNamed('InsightsRefresh-StaleData')).not.toHaveProperty('Dimensions');
    expect(alarmNamed('CloudFront5xxRate')).toMatchObject({
      Namespace: 'AWS/CloudFront',
      Dimensions: [
        { Name: 'DistributionId', Value: { Ref: expect.stringMatching(/^WebDistribution/) } },
        { Name: 'Region', Value: 'Global' },
      ],
      DatapointsToAlarm: 2,
    });
  });

  it('make the CloudFront alarm only in us-east-1, where CloudFront publishes its metrics', () => {
    const [condition, ...others] = Object.keys(
      template.findConditions('*', { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] }),
    );
    expect(others).toEqual([]);
    template.hasResource('AWS::CloudWatch::Alarm', {
      Condition: condition,
      Properties: Match.objectLike({ AlarmName: 'Test-CloudFront5xxRate' }),
    });
    // Nothing else depends on it, so the stack deploys where it is left out.
    const unconditional = Object.values(template.toJSON().Resources).filter(
      (resource) => (resource as { Condition?: string }).Condition === undefined,
    );
    const cloudFrontAlarmId = Object.keys(
      template.findResources('AWS::CloudWatch::Alarm', { Condition: condition }),
    )[0]!;
    expect(JSON.stringify(unconditional)).not.toContain(cloudFrontAlarmId);
  });

  it('watch the table for throttles and system errors on every operation the code calls', () => {
    const operations = (name: string) =>
      (alarmNamed(name)!.Metrics as { MetricStat?: { Metric: { Dimensions: { Value: unknown }[] } } }[])
        .flatMap((query) => query.MetricStat?.Metric.Dimensions.map((dimension) => dimension.Value) ?? [])
        .filter((value) => typeof value === 'string')
        .sort();
    const expected = [
      'BatchGetItem',
      'BatchWriteItem',
      'DeleteItem',
      'GetItem',
      'PutItem',
      'Query',
      'UpdateItem',
    ];
    expect(operations('TableThrottled')).toEqual(expected);
    expect(operations('TableSystemErrors')).toEqual(expected);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';
import { REPO_ROOT } from '../repo-paths';

const template = synthStack({ alarmEmail: 'oncall@example.com' });
const topicRef = (severity: 'Page' | 'Ticket') => [
  { Ref: Match.stringLikeRegexp(`^AlarmsTopics${severity}`) },
];
const onFirst = {
  Threshold: 1,
  EvaluationPeriods: 1,
  ComparisonOperator: 'GreaterThanOrEqualToThreshold',
  TreatMissingData: 'notBreaching',
};

type AlarmProperties = Record<string, unknown> & {
  AlarmName: string;
  AlarmDescription: string;
  AlarmActions: { Ref: string }[];
  OKActions: { Ref: string }[];
};
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(
  (resource) => resource.Properties as AlarmProperties,
);
const alarmNamed = (name: string) => alarms.find((alarm) => alarm.AlarmName === `Test-${name}`);

/** Errors (threshold), duration (80% of the timeout, in ms) and who hears of errors, by function path. */
const FUNCTIONS = [
  ['Api-Function', 1, 25, 'page'],
  ['Api-DebugTester', 1, 300, 'ticket'],
  ['Pipeline-ProgressStepFunction', 10, 30, 'ticket'],
  ['Pipeline-TextStepFunction', 10, 180, 'ticket'],
  ['Pipeline-ImageStepFunction', 10, 600, 'ticket'],
  ['Pipeline-PublishStepFunction', 10, 300, 'ticket'],
  ['Pipeline-ExecutionFailed', 1, 60, 'ticket'],
  ['InsightsRefresh-Function', 1, 300, 'ticket'],
  ['NotificationDelivery-Function', 1, 90, 'ticket'],
] as const;
/** The launch function's turns end 90 s before its timeout: told past 95% of its 900 s. */
const LAUNCH_FUNCTION = 'CampaignLaunches-Function';

type Severity = 'page' | 'ticket';
/** Every alarm of the stack: name, metric, threshold, comparison, periods evaluated, missing data, topic. */
type ExpectedAlarm = readonly [string, string | undefined, number, string, number, string, Severity];
const GTE = 'GreaterThanOrEqualToThreshold';
const GT = 'GreaterThanThreshold';
const queue = (path: string): ExpectedAlarm[] => [
  [`${path}-NotEmpty`, 'ApproximateNumberOfMessagesVisible', 1, GTE, 1, 'notBreaching', 'ticket'],
  [`${path}-OldestMessage`, 'ApproximateAgeOfOldestMessage', 86_400, GTE, 1, 'notBreaching', 'ticket'],
];
const canary = (id: string): ExpectedAlarm => [
  `Canaries-${id}-Failed`,
  'SuccessPercent',
  100,
  'LessThanThreshold',
  2,
  'notBreaching',
  'page',
];
const EXPECTED: readonly ExpectedAlarm[] = [
  ...FUNCTIONS.flatMap(([path, errors, timeoutSeconds, severity]): ExpectedAlarm[] => [
    [`${path}-Errors`, 'Errors', errors, GTE, 1, 'notBreaching', severity],
    [`${path}-Duration`, 'Duration', timeoutSeconds * 800, GT, 1, 'notBreaching', 'ticket'],
  ]),
  [`${LAUNCH_FUNCTION}-Errors`, 'Errors', 1, GTE, 1, 'notBreaching', 'ticket'],
  [`${LAUNCH_FUNCTION}-Duration`, 'Duration', 855_000, GT, 1, 'notBreaching', 'ticket'],
  ['PipelineExecutionsFailed', undefined, 1, GTE, 1, 'notBreaching', 'ticket'],
  ['ApiServerErrors', 'Url5xxCount', 1, GTE, 1, 'notBreaching', 'page'],
  ['ApiLatencyP95', 'UrlRequestLatency', 3000, GT, 3, 'notBreaching', 'ticket'],
  ['ApiLatencyP95FiveMinutes', undefined, 3000, GT, 1, 'notBreaching', 'ticket'],
  ['CloudFront5xxRate', '5xxErrorRate', 5, GTE, 3, 'notBreaching', 'page'],
  ['AccountConcurrency', 'ClaimedAccountConcurrency', 900, GTE, 5, 'notBreaching', 'page'],
  ['TableThrottled', undefined, 1, GTE, 1, 'notBreaching', 'ticket'],
  ['TableSystemErrors', undefined, 1, GTE, 1, 'notBreaching', 'ticket'],
  ...queue('Pipeline-ExecutionFailedDeadLetters'),
  ...queue('Pipeline-HeldRuns-DeadLetters'),
  ...queue('InsightsRefresh-DeadLetters'),
  ...queue('Api-DebugTesterDeadLetters'),
  ...queue('CampaignLaunches-DeadLetters'),
  ['InsightsRefresh-StaleData', 'InsightsDataAge', 1800, GT, 1, 'breaching', 'ticket'],
  ['KeywordsFailedShare', undefined, 20, GTE, 1, 'notBreaching', 'ticket'],
  ['AiDailyCost', 'AiCostTotalUsd', 20, GT, 1, 'notBreaching', 'ticket'],
  ['NotificationDeliveriesFailing', undefined, 1, GTE, 1, 'notBreaching', 'ticket'],
  ['RuleActionsSurge', undefined, 50, GT, 1, 'notBreaching', 'page'],
  ['UpstreamThrottlingSustained', undefined, 10, GTE, 3, 'notBreaching', 'ticket'],
  ['SesBounceRate', 'Reputation.BounceRate', 0.04, GTE, 1, 'notBreaching', 'ticket'],
  ['SesComplaintRate', 'Reputation.ComplaintRate', 0.0008, GTE, 1, 'notBreaching', 'ticket'],
  canary('SignInPage'),
  canary('SignedInApi'),
];

describe('alarms', () => {
  it('fire on pipeline executions that fail, time out or are aborted, started on the state machine or its alias', () => {
    const metric = (name: string, arn: object) =>
      Match.objectLike({
        MetricStat: Match.objectLike({
          Metric: {
            Namespace: 'AWS/States',
            MetricName: name,
            Dimensions: [{ Name: 'StateMachineArn', Value: arn }],
          },
          Stat: 'Sum',
        }),
      });
    const machine = { Ref: Match.stringLikeRegexp('^PipelineStateMachine') };
    const alias = { 'Fn::Join': ['', [machine, ':live']] };
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ...onFirst,
      AlarmName: 'Test-PipelineExecutionsFailed',
      AlarmActions: topicRef('Ticket'),
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: 'MAX([machine, alias])' }),
        ...[machine, alias].flatMap((arn) =>
          ['Failed', 'TimedOut', 'Aborted'].map((what) => metric(`Executions${what}`, arn)),
        ),
      ]),
    });
  });

  it.each([
    ['Url5xxCount', '^ApiFunction', 'Page'],
    ['Errors', '^ApiFunction', 'Page'],
    ['Errors', '^PipelineExecutionFailed', 'Ticket'],
  ] as const)('fire on %s of %s', (metricName, functionId, severity) => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ...onFirst,
      AlarmActions: topicRef(severity),
      Namespace: 'AWS/Lambda',
      MetricName: metricName,
      Statistic: 'Sum',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp(functionId) } }],
    });
  });

  it('go to two topics, page and ticket, both told to the alarm email unless tickets go elsewhere', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', EXPECTED.length);
    template.resourceCountIs('AWS::SNS::Topic', 2);
    const subscriptions = (t: typeof template) =>
      Object.values(t.findResources('AWS::SNS::Subscription'))
        .map(({ Properties: p }) => `${p.Endpoint} <- ${JSON.stringify(p.TopicArn.Ref).slice(1, 17)}`)
        .sort();
    expect(subscriptions(template)).toEqual([
      'oncall@example.com <- AlarmsTopicsPage',
      'oncall@example.com <- AlarmsTopicsTick',
    ]);
    expect(
      subscriptions(synthStack({ alarmEmail: 'oncall@example.com', ticketEmail: 'ops@example.com' })),
    ).toEqual(['oncall@example.com <- AlarmsTopicsPage', 'ops@example.com <- AlarmsTopicsTick']);
    expect(synthStack().findResources('AWS::SNS::Subscription')).toEqual({});
  });

  it('are exactly the expected ones, each with its threshold', () => {
    expect(alarms.map((alarm) => alarm.AlarmName).sort()).toEqual(
      EXPECTED.map(([name]) => `Test-${name}`).sort(),
    );
    for (const [name, metricName, threshold, comparison, periods, missing, severity] of EXPECTED) {
      const topic = [
        { Ref: expect.stringMatching(severity === 'page' ? /^AlarmsTopicsPage/ : /^AlarmsTopicsTicket/) },
      ];
      expect(alarmNamed(name), name).toMatchObject({
        ...(metricName && { MetricName: metricName }),
        Threshold: threshold,
        ComparisonOperator: comparison,
        EvaluationPeriods: periods,
        TreatMissingData: missing,
        AlarmActions: topic,
        OKActions: topic,
      });
    }
  });

  it('each tell exactly one topic, when they fire and when they clear, saying what to look at first and naming its runbook section', () => {
    const runbook = readFileSync(join(REPO_ROOT, 'docs', 'operations.md'), 'utf8');
    for (const alarm of alarms) {
      expect(alarm.AlarmActions, alarm.AlarmName).toHaveLength(1);
      expect(alarm.OKActions, alarm.AlarmName).toEqual(alarm.AlarmActions);
      expect(alarm.AlarmActions[0]!.Ref, alarm.AlarmName).toMatch(/^AlarmsTopics(Page|Ticket)/);
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
    // The dimensionless total the steps publish, summed over a day, at the deploy setting's threshold.
    expect(alarmNamed('AiDailyCost')).toMatchObject({
      Namespace: 'Keywright',
      Statistic: 'Sum',
      Period: 86_400,
    });
    expect(alarmNamed('AiDailyCost')).not.toHaveProperty('Dimensions');
    synthStack({ aiDailyBudgetUsd: 75 }).hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Test-AiDailyCost',
      Threshold: 75,
    });
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

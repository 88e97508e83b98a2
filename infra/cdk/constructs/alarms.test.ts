import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '../test-support/synth';

const template = synthStack({ alarmEmail: 'oncall@example.com' });
const alarmAction = { AlarmActions: [{ Ref: Match.stringLikeRegexp('^AlarmsTopic') }] };
const onFirst = {
  Threshold: 1,
  EvaluationPeriods: 1,
  ComparisonOperator: 'GreaterThanOrEqualToThreshold',
  TreatMissingData: 'notBreaching',
};

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
    template.resourceCountIs('AWS::CloudWatch::Alarm', 4);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
    });
    expect(synthStack().findResources('AWS::SNS::Subscription')).toEqual({});
  });
});

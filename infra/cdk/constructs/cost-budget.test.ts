import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';

const topic = { Ref: Match.stringLikeRegexp('^AlarmsTopic') };

describe('the cost budget', () => {
  it('is a monthly USD cost budget at the configured amount, noticed on the alarm topic at 80% spent and 100% forecast', () => {
    const template = synthStack({ monthlyBudgetUsd: 250 });
    template.resourceCountIs('AWS::Budgets::Budget', 1);
    template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetName: 'Test-monthly',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 250, Unit: 'USD' },
      },
      NotificationsWithSubscribers: [
        {
          Notification: {
            NotificationType: 'ACTUAL',
            ComparisonOperator: 'GREATER_THAN',
            Threshold: 80,
            ThresholdType: 'PERCENTAGE',
          },
          Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
        },
        {
          Notification: {
            NotificationType: 'FORECASTED',
            ComparisonOperator: 'GREATER_THAN',
            Threshold: 100,
            ThresholdType: 'PERCENTAGE',
          },
          Subscribers: [{ SubscriptionType: 'SNS', Address: topic }],
        },
      ],
    });
  });

  it('is 100 USD by default, and created after the topic policy that lets AWS Budgets publish', () => {
    const template = synthStack();
    const [budget] = Object.values(template.findResources('AWS::Budgets::Budget'));
    expect(budget?.Properties.Budget.BudgetLimit).toEqual({ Amount: 100, Unit: 'USD' });
    expect(budget?.DependsOn).toEqual([expect.stringMatching(/^AlarmsTopicPolicy/)]);
  });
});

describe('the alarm topic policy', () => {
  const template = synthStack();
  const publisher = (service: string, sourceArn: string[]) =>
    Match.objectLike({
      Effect: 'Allow',
      Principal: { Service: service },
      Action: 'sns:Publish',
      Resource: topic,
      Condition: {
        StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
        ArnLike: { 'aws:SourceArn': { 'Fn::Join': ['', Match.arrayWith(sourceArn)] } },
      },
    });

  it("lets this account's CloudWatch alarms and budgets publish, over TLS only", () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [topic],
      PolicyDocument: {
        Statement: [
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          publisher('cloudwatch.amazonaws.com', [':cloudwatch:', ':alarm:*']),
          publisher('budgets.amazonaws.com', [':budgets::', ':*']),
        ],
      },
    });
  });
});

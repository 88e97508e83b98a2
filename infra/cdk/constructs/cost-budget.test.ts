import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';

const ticketTopic = { Ref: Match.stringLikeRegexp('^AlarmsTopicsTicket') };
const topic = ticketTopic;

describe('the cost budget', () => {
  it('is a monthly USD cost budget at the configured amount, noticed on the ticket topic at 80% spent and 100% forecast', () => {
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
    expect(budget?.DependsOn).toEqual([expect.stringMatching(/^AlarmsTopicsTicketPolicy/)]);
  });
});

describe('the alarm topic policies', () => {
  const template = synthStack();
  const pageTopic = { Ref: Match.stringLikeRegexp('^AlarmsTopicsPage') };
  const publisher = (service: string, sourceArn: string[], topic: object) =>
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

  const tlsOnly = Match.objectLike({
    Effect: 'Deny',
    Condition: { Bool: { 'aws:SecureTransport': 'false' } },
  });

  it("let this account's CloudWatch alarms publish to both topics, its budgets to the ticket topic, over TLS only", () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [ticketTopic],
      PolicyDocument: {
        Statement: [
          tlsOnly,
          publisher('cloudwatch.amazonaws.com', [':cloudwatch:', ':alarm:*'], ticketTopic),
          publisher('budgets.amazonaws.com', [':budgets::', ':*'], ticketTopic),
        ],
      },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [pageTopic],
      PolicyDocument: {
        Statement: [tlsOnly, publisher('cloudwatch.amazonaws.com', [':cloudwatch:', ':alarm:*'], pageTopic)],
      },
    });
  });
});

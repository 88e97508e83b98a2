import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { accessOf, grants } from '../test-support/iam-access';
import { synthStack } from '../test-support/synth';

const template = synthStack();

describe('the scheduled insights refresh', () => {
  it('is one function with the table and reading the Meta and warehouse credentials, nothing more', () => {
    expect(accessOf(template, 'keywright-insights-refresh')).toEqual(
      [
        ...grants(['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], '*'),
        ...grants(
          [
            'dynamodb:GetItem',
            'dynamodb:BatchGetItem',
            'dynamodb:Query',
            'dynamodb:ConditionCheckItem',
            'dynamodb:PutItem',
            'dynamodb:UpdateItem',
            'dynamodb:DeleteItem',
            'dynamodb:BatchWriteItem',
          ],
          'table',
          'table/index/*',
        ),
        ...grants(['secretsmanager:GetSecretValue'], 'metaSecret', 'warehouseSecret'),
      ].sort(),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'keywright-insights-refresh',
          TABLE_NAME: Match.anyValue(),
          META_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          WAREHOUSE_CREDENTIALS_SECRET_ARN: Match.anyValue(),
        }),
      },
      Timeout: 300,
    });
  });

  it('runs every 15 minutes for today and yesterday and daily in New York time for the last 30 days', () => {
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')).map(
      (schedule) => schedule.Properties,
    );
    const byKind = Object.fromEntries(
      schedules.map((properties) => [JSON.parse(properties.Target.Input).kind, properties]),
    );
    expect(Object.keys(byKind).sort()).toEqual(['month', 'recent']);
    expect(byKind.recent).toMatchObject({ ScheduleExpression: 'rate(15 minutes)' });
    expect(byKind.month).toMatchObject({
      ScheduleExpression: 'cron(30 5 * * ? *)',
      ScheduleExpressionTimezone: 'America/New_York',
    });
    // A throttled run resumes on the next tick by itself: the scheduler does not send it again.
    for (const properties of schedules)
      expect(properties.Target.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 0 });
  });
});

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { accessOf, grants } from '#tests/support/cdk/iam-access';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack();
/** The refresh's schedules: those that invoke its function (the pipeline has one of its own). */
const refreshSchedules = () =>
  Object.values(
    template.findResources('AWS::Scheduler::Schedule', {
      Properties: { Target: { Arn: { Ref: Match.stringLikeRegexp('^InsightsRefreshFunctionLive') } } },
    }),
  );

describe('the scheduled insights refresh', () => {
  it('is one function with the table, reading the images and the Meta, warehouse and WordPress credentials, invoking the creative writer, and its dead-letter queue, nothing more', () => {
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
        // A rule's copy uploads its keyword's image to Meta (decision 055): read, never written.
        ...grants(['s3:GetObject'], 'images/*'),
        ...grants(['s3:ListBucket'], 'images'),
        ...grants(['secretsmanager:GetSecretValue'], 'metaSecret', 'warehouseSecret'),
        // Which scheduled posts WordPress has published since (decision 040).
        ...grants(['secretsmanager:GetSecretValue'], 'wordpressSecret', 'wordpressSitesSecret'),
        // A rule's "refresh creative" has its copy written by the debug tester's function (decision 042).
        ...grants(['lambda:InvokeFunction'], 'debugTester'),
        // Its on-failure destination: a run that failed three times is kept there.
        ...grants(['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'], 'refreshDeadLetters'),
      ].sort(),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'keywright-insights-refresh',
          TABLE_NAME: Match.anyValue(),
          META_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          WAREHOUSE_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          WORDPRESS_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          WORDPRESS_SITES_SECRET_ARN: Match.anyValue(),
          DEBUG_FUNCTION_NAME: Match.anyValue(),
        }),
      },
      Timeout: 300,
    });
  });

  it('runs every 15 minutes for today and yesterday and daily in New York time for the last 30 days', () => {
    const schedules = refreshSchedules().map((schedule) => schedule.Properties);
    const byKind = Object.fromEntries(
      schedules.map((properties) => [JSON.parse(properties.Target.Input).kind, properties]),
    );
    expect(Object.keys(byKind).sort()).toEqual(['month', 'recent']);
    expect(byKind.recent).toMatchObject({ ScheduleExpression: 'rate(15 minutes)' });
    expect(byKind.month).toMatchObject({
      ScheduleExpression: 'cron(30 5 * * ? *)',
      ScheduleExpressionTimezone: 'America/New_York',
    });
  });

  it('re-sends an undelivered invocation before the next tick, then leaves it in an encrypted dead-letter queue', () => {
    const schedules = refreshSchedules();
    expect(schedules).toHaveLength(2);
    for (const { Properties } of schedules) {
      expect(Properties.Target.RetryPolicy).toEqual({
        MaximumRetryAttempts: 3,
        MaximumEventAgeInSeconds: 600,
      });
      expect(Properties.Target.DeadLetterConfig).toEqual({
        Arn: { 'Fn::GetAtt': [expect.stringMatching(/^InsightsRefreshDeadLetters/), 'Arn'] },
      });
    }
    // Lambda runs a failing invocation twice more, then sends it to the same queue.
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^InsightsRefreshFunction') },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 600,
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^InsightsRefreshDeadLetters'), 'Arn'] },
        },
      },
    });
  });
});

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { accessOf, grants } from '#tests/support/cdk/iam-access';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack();
const launchAlias = Match.stringLikeRegexp('^CampaignLaunchesFunctionLive');
const deadLetters = { 'Fn::GetAtt': [Match.stringLikeRegexp('^CampaignLaunchesDeadLetters'), 'Arn'] };
/** The ARN of the launch function's `live` alias, as it names itself: by its fixed name. */
const ownAliasArn = {
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':lambda:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      ':function:Test-campaign-launch:live',
    ],
  ],
};
const [schedule, ...others] = Object.values(
  template.findResources('AWS::Scheduler::Schedule', {
    Properties: { Target: { Arn: { Ref: launchAlias } } },
  }),
).map((resource) => resource.Properties);

describe('the campaign launch function', () => {
  it('has the table, reads the images and the Meta credentials, invokes its own live alias and sends to its dead-letter queue, nothing more', () => {
    expect(accessOf(template, 'keywright-campaign-launch')).toEqual(
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
        // A keyword's images become the ads' creatives: read, never written.
        ...grants(['s3:GetObject'], 'images/*'),
        ...grants(['s3:ListBucket'], 'images'),
        ...grants(['secretsmanager:GetSecretValue'], 'metaSecret'),
        // A turn whose time is up hands the launch on to a fresh invocation of itself.
        ...grants(['lambda:InvokeFunction'], 'launchFunction'),
        ...grants(['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'], 'launchDeadLetters'),
      ].sort(),
    );
  });

  it('runs for 15 minutes under a fixed name, with its own alias as LAUNCH_FUNCTION_NAME', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'Test-campaign-launch',
      Timeout: 900,
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'keywright-campaign-launch',
          TABLE_NAME: Match.anyValue(),
          IMAGES_BUCKET: Match.anyValue(),
          META_CREDENTIALS_SECRET_ARN: Match.anyValue(),
          LAUNCH_FUNCTION_NAME: ownAliasArn,
        }),
      },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: ownAliasArn },
        ]),
      },
    });
  });

  it("tells of a turn only past half its margin, not of a long launch's turns that use most of the timeout", () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Test-CampaignLaunches-Function-Duration',
      Threshold: 855_000,
      AlarmDescription: Match.stringLikeRegexp(
        '95% of its 900 s timeout\\. A turn stops taking campaigns 90 s',
      ),
    });
  });

  it("is started by the API through its live alias, named in the API's LAUNCH_FUNCTION_NAME", () => {
    expect(accessOf(template, 'keywright-api')).toEqual(
      expect.arrayContaining(grants(['lambda:InvokeFunction'], 'launchFunction')),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'keywright-api',
          LAUNCH_FUNCTION_NAME: { Ref: launchAlias },
        }),
      },
    });
  });

  it('runs a failed turn twice more within the hour, then leaves it in its dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^CampaignLaunchesFunction') },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 3600,
      DestinationConfig: { OnFailure: { Destination: deadLetters } },
    });
  });
});

describe('the schedule that resumes running launches', () => {
  it("asks the launch function's live alias to resume them every 5 minutes", () => {
    expect(others).toEqual([]);
    expect(schedule).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
    expect(JSON.parse(schedule!.Target.Input)).toEqual({ action: 'resume' });
  });

  it('re-sends an undelivered tick before the next one, then leaves it in the dead-letter queue', () => {
    expect(schedule!.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 240 });
    expect(schedule!.Target.DeadLetterConfig).toEqual({
      Arn: { 'Fn::GetAtt': [expect.stringMatching(/^CampaignLaunchesDeadLetters/), 'Arn'] },
    });
  });

  it("has a role of its own that may invoke the function's live alias and send to the queue, nothing more", () => {
    const roleId = schedule!.Target.RoleArn['Fn::GetAtt'][0] as string;
    expect(template.toJSON().Resources[roleId].Properties.AssumeRolePolicyDocument.Statement).toEqual([
      expect.objectContaining({ Principal: { Service: 'scheduler.amazonaws.com' } }),
    ]);
    const statements = Object.values(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
    ).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: { Ref: expect.stringMatching(/^CampaignLaunchesFunctionLive/) },
      },
      {
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^CampaignLaunchesDeadLetters/), 'Arn'] },
      },
    ]);
  });
});

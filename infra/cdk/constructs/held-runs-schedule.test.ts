import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack();
const progressAlias = Match.stringLikeRegexp('^PipelineProgressStepFunctionLive');
const deadLetters = { 'Fn::GetAtt': [Match.stringLikeRegexp('^PipelineHeldRunsDeadLetters'), 'Arn'] };
const [schedule, ...others] = Object.values(
  template.findResources('AWS::Scheduler::Schedule', {
    Properties: { Target: { Arn: { Ref: progressAlias } } },
  }),
).map((resource) => resource.Properties);

describe('the schedule that resumes runs held for the AI budget', () => {
  it("asks the progress step's live alias, the one the state machine calls, to resume them every 5 minutes", () => {
    expect(others).toEqual([]);
    expect(schedule).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
    expect(JSON.parse(schedule!.Target.Input)).toEqual({ action: 'resumeHeld' });
  });

  it('re-sends an undelivered invocation before the next tick, then leaves it in its dead-letter queue', () => {
    expect(schedule!.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 240 });
    expect(schedule!.Target.DeadLetterConfig).toEqual({
      Arn: { 'Fn::GetAtt': [expect.stringMatching(/^PipelineHeldRunsDeadLetters/), 'Arn'] },
    });
    // Lambda runs a failing resume twice more, then sends it to the same queue; only the schedule
    // invokes the step asynchronously, so the state machine's calls are untouched.
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^PipelineProgressStepFunction') },
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 240,
      DestinationConfig: { OnFailure: { Destination: deadLetters } },
    });
  });

  it("has a role of its own that may invoke the step's live alias and send to the queue, nothing more", () => {
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
        Resource: { Ref: expect.stringMatching(/^PipelineProgressStepFunctionLive/) },
      },
      {
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^PipelineHeldRunsDeadLetters/), 'Arn'] },
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { executionArnOf } from './sfn-workflow-starter';

describe('the ARN of an execution started before', () => {
  it.each([
    [
      'the state machine',
      'arn:aws:states:eu-west-1:123456789012:stateMachine:Keywright-prod-keyword-pipeline',
    ],
    ['its alias', 'arn:aws:states:eu-west-1:123456789012:stateMachine:Keywright-prod-keyword-pipeline:live'],
    ['a version', 'arn:aws:states:eu-west-1:123456789012:stateMachine:Keywright-prod-keyword-pipeline:7'],
  ])('is the state machine’s execution when started through %s', (_how, stateMachineArn) => {
    expect(executionArnOf(stateMachineArn, 'run-abc-0')).toBe(
      'arn:aws:states:eu-west-1:123456789012:execution:Keywright-prod-keyword-pipeline:run-abc-0',
    );
  });
});

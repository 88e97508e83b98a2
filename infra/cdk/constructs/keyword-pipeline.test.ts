import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthStack, testApp } from '#tests/support/cdk/synth';
import {
  EXECUTION_FAILED_HANDLER,
  PIPELINE_FUNCTIONS,
} from '../../../functions/src/pipeline/pipeline-functions';
import { PIPELINE_DEFINITION } from '../keywright-stack';
import { AppSecrets } from './app-secrets';
import { DataStores } from './data-stores';
import { definitionPlaceholders, executionTimeout, KeywordPipeline } from './keyword-pipeline';

const template = synthStack();
const definition = PIPELINE_DEFINITION;
const functionNamed = (serviceName: string) => {
  const found = template.findResources('AWS::Lambda::Function', {
    Properties: { Environment: { Variables: { POWERTOOLS_SERVICE_NAME: serviceName } } },
  });
  const [logicalId] = Object.keys(found);
  if (!logicalId) throw new Error(`No function ${serviceName}`);
  return { logicalId, properties: found[logicalId]!.Properties };
};

/** The logical id prefix of a function's `live` alias: the function's id without its hash, then `Live`. */
const aliasPrefix = (serviceName: string) => `^${functionNamed(serviceName).logicalId.slice(0, -8)}Live`;

describe('the keyword pipeline state machine', () => {
  it('is a Standard state machine built from the definition the local runner uses, with a timeout added', () => {
    template.resourceCountIs('AWS::StepFunctions::StateMachine', 1);
    const [machine] = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    expect(machine?.Properties.StateMachineType).toBe('STANDARD');
    expect(JSON.parse(machine?.Properties.DefinitionString)).toEqual({
      ...JSON.parse(definition),
      TimeoutSeconds: executionTimeout(8).toSeconds(),
    });
  });

  it('ends an execution after the time a chunk takes at its slowest, for the configured concurrency', () => {
    // 50 keywords and up to 250 variants, `concurrency` at a time, 10 minutes a round.
    expect(executionTimeout(8).toMinutes()).toBe((7 + 32) * 10);
    expect(executionTimeout(40).toMinutes()).toBe((2 + 7) * 10);
    expect(executionTimeout(1).toMinutes()).toBe(300 * 10);
    const [machine] = Object.values(
      synthStack({ pipelineConcurrency: 16 }).findResources('AWS::StepFunctions::StateMachine'),
    );
    expect(JSON.parse(machine?.Properties.DefinitionString).TimeoutSeconds).toBe((4 + 16) * 600);
  });

  it("substitutes each task placeholder with the ARN of that function's live alias", () => {
    const substitutions = Object.fromEntries(
      PIPELINE_FUNCTIONS.map((spec) => [
        `${spec.id}Arn`,
        { Ref: Match.stringLikeRegexp(aliasPrefix(`keywright-pipeline-${spec.id}`)) },
      ]),
    );
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      DefinitionSubstitutions: substitutions,
    });
    expect(definitionPlaceholders(definition).sort()).toEqual(Object.keys(substitutions).sort());
  });

  it('logs every event with execution data to a log group and traces with X-Ray', () => {
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      LoggingConfiguration: {
        Level: 'ALL',
        IncludeExecutionData: true,
        Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: Match.anyValue() } }],
      },
      TracingConfiguration: { Enabled: true },
    });
  });

  it("may invoke each task function's live alias, and nothing else of it", () => {
    const [policy] = Object.values(
      template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: Match.stringLikeRegexp('^PipelineStateMachineRole') }] },
      }),
    );
    const invoke = policy?.Properties.PolicyDocument.Statement.find(
      (statement: { Action: string }) => statement.Action === 'lambda:InvokeFunction',
    );
    // Sorted: cdk.json's minimizePolicies flag orders them.
    expect(invoke.Resource).toEqual(
      [...PIPELINE_FUNCTIONS]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((spec) => ({
          Ref: expect.stringMatching(
            `^${functionNamed(`keywright-pipeline-${spec.id}`).logicalId.slice(0, -8)}Live`,
          ),
        })),
    );
  });
});

describe('the pipeline functions', () => {
  it.each(PIPELINE_FUNCTIONS.map((spec) => [spec.id, spec] as const))(
    '%s has the timeout and memory its spec gives',
    (id, spec) => {
      expect(functionNamed(`keywright-pipeline-${id}`).properties).toMatchObject({
        Timeout: spec.timeoutSeconds,
        MemorySize: spec.memoryMb,
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
      });
    },
  );

  it('gives the image step at least five minutes', () => {
    expect(functionNamed('keywright-pipeline-ImageStepFunction').properties.Timeout).toBeGreaterThanOrEqual(
      300,
    );
  });

  it('tells functions that store images the public origin for absolute image URLs', () => {
    const withBucket = PIPELINE_FUNCTIONS.filter((spec) =>
      (spec.needs as readonly string[]).includes('bucket'),
    );
    expect(withBucket.length).toBeGreaterThan(0);
    for (const spec of withBucket) {
      const variables = functionNamed(`keywright-pipeline-${spec.id}`).properties.Environment.Variables;
      expect(JSON.stringify(variables.IMAGES_BASE_URL)).toMatch(/^\{"Fn::Join":\["",\["https:\/\/",/);
    }
  });
});

describe('failed, timed-out and aborted executions', () => {
  it('go to the failure handler through an EventBridge rule on this state machine', () => {
    const handler = functionNamed('keywright-pipeline-ExecutionFailed');
    expect(handler.properties).toMatchObject({
      Timeout: EXECUTION_FAILED_HANDLER.timeoutSeconds,
      MemorySize: EXECUTION_FAILED_HANDLER.memoryMb,
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.states'],
        'detail-type': ['Step Functions Execution Status Change'],
        detail: {
          status: ['FAILED', 'TIMED_OUT', 'ABORTED'],
          stateMachineArn: [{ Ref: Match.stringLikeRegexp('^PipelineStateMachine') }],
        },
      },
      Targets: [Match.objectLike({ Arn: { Ref: Match.stringLikeRegexp('^PipelineExecutionFailedLive') } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { Ref: Match.stringLikeRegexp('^PipelineExecutionFailedLive') },
    });
  });
});

describe('a definition naming a function the pipeline does not list', () => {
  it('fails synthesis, naming the placeholder', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ASL substitution placeholder, not a template.
    const task = { Type: 'Task', Resource: '${GhostArn}', End: true };
    const stack = new Stack(testApp(), 'Ghost');
    const data = new DataStores(stack, 'Data', { deletionProtection: false });
    const build = () =>
      new KeywordPipeline(stack, 'Pipeline', {
        definition: JSON.stringify({ StartAt: 'A', States: { A: task } }),
        functions: [],
        failureHandler: EXECUTION_FAILED_HANDLER,
        stateMachineName: 'ghost',
        data,
        secrets: new AppSecrets(stack, 'Secrets', { retain: false }),
        imagesBaseUrl: 'https://dash.example.com',
        concurrency: 8,
        stepConcurrency: 50,
      });
    expect(build).toThrow(/refers to functions the pipeline does not list: GhostArn/);
  });
});

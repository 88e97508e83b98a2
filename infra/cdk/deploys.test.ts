import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { allowStatements } from '#tests/support/cdk/iam-access';
import { synthStack } from '#tests/support/cdk/synth';
import { PIPELINE_FUNCTIONS } from '../../functions/src/pipeline/pipeline-functions';

const template = synthStack();
/** Every resource by logical id, typed as `findResources` types them. */
const resources: ReturnType<typeof template.findResources> = template.toJSON().Resources;
const ofType = (type: string) => Object.entries(template.findResources(type));

/** The product's functions (aws-cdk-lib's deploy-time handlers have no Powertools service name). */
const appFunctions = ofType('AWS::Lambda::Function').filter(
  ([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
);
const aliases = new Map(ofType('AWS::Lambda::Alias').map(([id, alias]) => [id, alias.Properties]));
const appFunctionIds = new Set(appFunctions.map(([id]) => id));
/** `{Ref: <alias>}`, the form in which the template names an alias's ARN. */
const isAliasRef = (value: unknown) => aliases.has((value as { Ref?: string })?.Ref ?? '');
/** `:function:<name>:live`: how a function with a fixed name names its own alias (`bindSelf`). */
const ownAliasArnEnds = appFunctions.flatMap(([, fn]) =>
  typeof fn.Properties.FunctionName === 'string' ? [`:function:${fn.Properties.FunctionName}:live`] : [],
);
const isOwnAliasArn = (value: unknown) => {
  const last = (value as { 'Fn::Join'?: [string, unknown[]] })?.['Fn::Join']?.[1].at(-1);
  return typeof last === 'string' && ownAliasArnEnds.includes(last);
};
/** Whether `value` names one of the product's functions other than through an alias. */
const namesFunctionDirectly = (value: unknown) =>
  [...appFunctionIds].some((id) => JSON.stringify(value).includes(`"${id}"`));
const functionNamed = (serviceName: string) =>
  appFunctions.find(([, fn]) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === serviceName)!;

describe('every function', () => {
  it('is published as a version behind a `live` alias', () => {
    expect(appFunctions.length).toBe(10);
    for (const [id] of appFunctions) {
      const own = [...aliases.values()].filter((alias) => alias.FunctionName.Ref === id);
      expect(own, id).toEqual([
        {
          Name: 'live',
          FunctionName: { Ref: id },
          FunctionVersion: { 'Fn::GetAtt': [expect.stringMatching(/CurrentVersion/), 'Version'] },
        },
      ]);
    }
  });

  it('is never called as $LATEST', () => {
    expect(JSON.stringify(template.toJSON())).not.toContain('$LATEST');
  });

  it('is invoked through its alias by every permission, target, schedule and destination', () => {
    const permissions = ofType('AWS::Lambda::Permission').filter(([, p]) =>
      namesFunctionDirectly(p.Properties.FunctionName),
    );
    // The two CloudFront statements name the function URL's function, which is the alias's (its Qualifier).
    for (const [id, permission] of permissions) {
      expect(permission.Properties.FunctionName, id).toEqual({
        'Fn::GetAtt': [expect.stringMatching(/^ApiFunctionLiveFunctionUrl/), 'FunctionArn'],
      });
    }
    for (const [id, rule] of ofType('AWS::Events::Rule')) {
      for (const target of rule.Properties.Targets) expect(isAliasRef(target.Arn), id).toBe(true);
    }
    for (const [id, schedule] of ofType('AWS::Scheduler::Schedule')) {
      expect(isAliasRef(schedule.Properties.Target.Arn), id).toBe(true);
    }
    const invokeConfigs = ofType('AWS::Lambda::EventInvokeConfig');
    expect(invokeConfigs.length).toBe(5);
    for (const [id, config] of invokeConfigs) {
      expect(id, 'an alias of its own').toMatch(/Live/);
      expect(JSON.stringify(config.Properties.Qualifier)).toMatch(/"Ref":"\w+Live\w+"/);
    }
  });

  it('is granted to callers by its alias alone', () => {
    const invoke = allowStatements(template).filter((statement) =>
      [statement.Action].flat().includes('lambda:InvokeFunction'),
    );
    for (const statement of invoke) {
      for (const resource of [statement.Resource].flat())
        expect(isAliasRef(resource) || isOwnAliasArn(resource), JSON.stringify(resource)).toBe(true);
    }
  });
});

describe('CodeDeploy', () => {
  const groups = ofType('AWS::CodeDeploy::DeploymentGroup').map(([, group]) => group.Properties);
  const alarmNames = (group: (typeof groups)[number]) =>
    group.AlarmConfiguration.Alarms.map((alarm: { Name: { Ref: string } }) => alarm.Name.Ref).sort();
  const groupOf = (serviceName: string) => {
    const [functionId] = functionNamed(serviceName);
    const aliasId = [...aliases].find(([, alias]) => alias.FunctionName.Ref === functionId)![0];
    const groupRef = resources[aliasId]!.UpdatePolicy.CodeDeployLambdaAliasUpdate.DeploymentGroupName.Ref;
    return resources[groupRef]!.Properties;
  };

  it('shifts the API by a 10% canary for five minutes, rolled back by its errors, 5xx and latency alarms', () => {
    const api = groupOf('keywright-api');
    expect(api).toMatchObject({
      DeploymentConfigName: 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
      AutoRollbackConfiguration: {
        Enabled: true,
        Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'],
      },
      AlarmConfiguration: { Enabled: true },
    });
    expect(alarmNames(api)).toEqual([
      expect.stringMatching(/^ApiApiLatencyP95FiveMinutes/),
      expect.stringMatching(/^ApiApiServerErrors/),
      expect.stringMatching(/^ApiFunctionErrorsAlarm/),
    ]);
  });

  it.each(PIPELINE_FUNCTIONS.map((spec) => spec.id))(
    'shifts the step %s 10% a minute, rolled back by its errors',
    (id) => {
      const step = groupOf(`keywright-pipeline-${id}`);
      expect(step.DeploymentConfigName).toBe('CodeDeployDefault.LambdaLinear10PercentEvery1Minute');
      expect(alarmNames(step)).toEqual([expect.stringMatching(`^Pipeline${id}ErrorsAlarm`)]);
    },
  );

  it('deploys those five alone; the other functions move at once', () => {
    expect(groups).toHaveLength(5);
    const gradual = Object.values(template.findResources('AWS::Lambda::Alias')).filter(
      (alias) => alias.UpdatePolicy,
    );
    expect(gradual).toHaveLength(5);
  });
});

describe('the state machine', () => {
  const machine = { Ref: Match.stringLikeRegexp('^PipelineStateMachine') };

  it('is published as a version on each change, kept afterwards', () => {
    template.hasResource('AWS::StepFunctions::StateMachineVersion', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        StateMachineArn: machine,
        StateMachineRevisionId: {
          'Fn::GetAtt': [Match.stringLikeRegexp('^PipelineStateMachine'), 'StateMachineRevisionId'],
        },
      }),
    });
  });

  it('is reached through a `live` alias that shifts by a canary, rolled back by the executions alarm', () => {
    template.resourceCountIs('AWS::StepFunctions::StateMachineAlias', 1);
    template.hasResourceProperties('AWS::StepFunctions::StateMachineAlias', {
      Name: 'live',
      DeploymentPreference: {
        StateMachineVersionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PipelineReleaseVersion'), 'Arn'] },
        Type: 'CANARY',
        Percentage: 10,
        Interval: 5,
        Alarms: [{ Ref: Match.stringLikeRegexp('^PipelineReleaseExecutionsFailedAlarm') }],
      },
    });
    const [alias] = Object.values(template.findResources('AWS::StepFunctions::StateMachineAlias'));
    // A preference and a routing configuration exclude each other.
    expect(alias?.Properties).not.toHaveProperty('RoutingConfiguration');
  });

  it.each([
    ['the API', 'keywright-api'],
    ["the progress step (a run's next chunk)", 'keywright-pipeline-ProgressStepFunction'],
  ])('has its executions started on the alias by %s, and only there', (_who, serviceName) => {
    const [, fn] = functionNamed(serviceName);
    expect(fn.Properties.Environment.Variables.STATE_MACHINE_ARN).toEqual({
      'Fn::Join': [
        '',
        expect.arrayContaining([expect.stringMatching(/:stateMachine:Test-keyword-pipeline:live$/)]),
      ],
    });
    const starts = allowStatements(template).filter(
      (statement) => statement.Action === 'states:StartExecution',
    );
    expect(starts.length).toBe(2);
    for (const statement of starts) {
      expect(statement).toMatchObject({
        Resource: { 'Fn::Join': ['', expect.arrayContaining([':stateMachine:Test-keyword-pipeline'])] },
        Condition: { 'ForAnyValue:StringEquals': { 'states:StateMachineQualifier': 'live' } },
      });
    }
  });
});

describe('a deploy ignoring the alarms (-c deployIgnoringAlarms=true)', () => {
  const ignoring = synthStack({ deployIgnoringAlarms: true });

  it('shifts as usual, with no alarm to roll the functions or the state machine back', () => {
    const groups = Object.values(ignoring.findResources('AWS::CodeDeploy::DeploymentGroup'));
    expect(groups).toHaveLength(5);
    for (const group of groups) expect(group.Properties.AlarmConfiguration.Enabled).toBe(false);
    const [alias] = Object.values(ignoring.findResources('AWS::StepFunctions::StateMachineAlias'));
    expect(alias?.Properties.DeploymentPreference).toEqual({
      StateMachineVersionArn: expect.anything(),
      Type: 'CANARY',
      Percentage: 10,
      Interval: 5,
    });
  });
});

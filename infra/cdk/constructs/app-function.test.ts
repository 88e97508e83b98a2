import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAppFunction, runBundle } from '#tests/support/cdk/bundle-app-function';
import { testApp } from '#tests/support/cdk/synth';
import {
  COMMON_PASSWORD_LICENSE,
  COMMON_PASSWORD_LIST,
} from '../../../functions/src/domain/auth/common-passwords';
import { REPO_ROOT } from '../repo-paths';
import { AppFunction } from './app-function';
import { AppSecrets } from './app-secrets';
import { DataStores } from './data-stores';

const API_ENTRY = 'functions/src/handlers/api.ts';

function functionStack(app: App = testApp()) {
  const stack = new Stack(app, 'Fn');
  const data = new DataStores(stack, 'Data', { deletionProtection: false });
  const secrets = new AppSecrets(stack, 'Secrets', { retain: false });
  const fn = new AppFunction(stack, 'Subject', {
    entry: API_ENTRY,
    serviceName: 'keywright-subject',
    timeout: Duration.seconds(12),
    memorySize: 384,
  });
  return { stack, data, secrets, fn };
}

/** The statements of the subject function's role policy. */
const statements = (template: Template) =>
  Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[],
  );
const actionsOf = (template: Template) =>
  statements(template).flatMap((statement) =>
    [statement.Action].flat().filter((a) => !a.startsWith('xray:')),
  );

describe('AppFunction defaults', () => {
  const { stack } = functionStack();
  const template = Template.fromStack(stack);

  it('runs Node 22 on arm64 with X-Ray tracing and its own timeout and memory', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
      Timeout: 12,
      MemorySize: 384,
    });
  });

  it('sets the Powertools logger variables, and leaves source maps to the logger, not to Node at init', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: {
          POWERTOOLS_SERVICE_NAME: 'keywright-subject',
          POWERTOOLS_LOG_LEVEL: 'INFO',
          NODE_OPTIONS: Match.absent(),
        },
      },
    });
  });

  it('logs to its own log group with a retention period', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      LoggingConfig: { LogGroup: { Ref: Match.stringLikeRegexp('^SubjectLogs') } },
    });
  });

  it('grants nothing but tracing until something is bound', () => {
    expect(actionsOf(template)).toEqual([]);
  });

  it('samples 1% of invocations at DEBUG and publishes its metrics in the one namespace', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_LOGGER_SAMPLE_RATE: '0.01',
          POWERTOOLS_METRICS_NAMESPACE: 'Keywright',
        }),
      },
    });
  });

  it('brings its own alarms: any error (a ticket unless asked) and a run above 80% of its timeout', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    const onSubject = {
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: expect.stringMatching(/^Subject/) } }],
    };
    expect(alarms).toEqual([
      expect.objectContaining({
        AlarmName: 'Fn-Subject-Errors',
        MetricName: 'Errors',
        Statistic: 'Sum',
        Threshold: 1,
      }),
      expect.objectContaining({
        AlarmName: 'Fn-Subject-Duration',
        MetricName: 'Duration',
        Statistic: 'Maximum',
        Threshold: 9600,
        ComparisonOperator: 'GreaterThanThreshold',
      }),
    ]);
    for (const alarm of alarms)
      expect(alarm).toMatchObject({ ...onSubject, Period: 300, EvaluationPeriods: 1 });
  });

  it("logs in Lambda's JSON format, passing on every level the logger writes, with the system's INFO lines", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      LoggingConfig: {
        LogFormat: 'JSON',
        ApplicationLogLevel: 'DEBUG',
        SystemLogLevel: 'INFO',
        LogGroup: Match.anyValue(),
      },
    });
  });

  it('publishes a version on every deploy, kept afterwards, behind a `live` alias', () => {
    template.resourceCountIs('AWS::Lambda::Version', 1);
    template.hasResource('AWS::Lambda::Version', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { FunctionName: { Ref: Match.stringLikeRegexp('^Subject') } },
    });
    template.hasResourceProperties('AWS::Lambda::Alias', {
      Name: 'live',
      FunctionName: { Ref: Match.stringLikeRegexp('^Subject') },
      FunctionVersion: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SubjectCurrentVersion'), 'Version'] },
    });
  });

  it('moves its alias at once unless asked to deploy gradually', () => {
    template.resourceCountIs('AWS::CodeDeploy::DeploymentGroup', 0);
    for (const alias of Object.values(template.findResources('AWS::Lambda::Alias'))) {
      expect(alias.UpdatePolicy).toBeUndefined();
    }
  });
});

describe('AppFunction operations settings', () => {
  const stack = new Stack(testApp(), 'Ops');
  new AppFunction(stack, 'Retried', {
    entry: API_ENTRY,
    serviceName: 'keywright-retried',
    timeout: Duration.seconds(10),
    memorySize: 256,
    logs: { retentionDays: RetentionDays.ONE_WEEK, level: 'DEBUG', debugSampleRate: 0 },
    errorsAlarm: { threshold: 4, note: 'Its caller retries.' },
    durationAlarm: { share: 0.95, note: 'It works until shortly before its timeout.' },
  });
  const template = Template.fromStack(stack);

  it('takes the log retention, level and sampling it is given', () => {
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 7 });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ POWERTOOLS_LOG_LEVEL: 'DEBUG', POWERTOOLS_LOGGER_SAMPLE_RATE: '0' }),
      },
    });
  });

  it('raises its errors alarm at the threshold its caller retries below, saying so', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Threshold: 4,
      AlarmDescription: Match.stringLikeRegexp('4 times or more in five minutes\\. Its caller retries\\.'),
    });
  });

  it('raises its duration alarm at the share of its timeout it is given, saying why', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Duration',
      Threshold: 9500,
      AlarmDescription: Match.stringLikeRegexp(
        '95% of its 10 s timeout\\. It works until shortly before its timeout\\.',
      ),
    });
  });
});

describe('AppFunction binds', () => {
  const { stack, data, secrets, fn } = functionStack();
  fn.bindTable(data.table, 'read')
    .bindBucket(data.imagesBucket, 'read')
    .bindSecret(secrets.adminPassword, 'read', 'ADMIN_SECRET_ARN')
    .bindSecret(secrets.apiCredentials, 'readWrite', 'API_CREDENTIALS_SECRET_ARN')
    .bindStateMachine(StateMachine.fromStateMachineName(stack, 'Machine', 'kw-pipeline'));
  const template = Template.fromStack(stack);

  it('sets one variable per bound resource', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: { Ref: Match.stringLikeRegexp('^DataTable') },
          IMAGES_BUCKET: { Ref: Match.stringLikeRegexp('^DataImagesBucket') },
          ADMIN_SECRET_ARN: { Ref: Match.stringLikeRegexp('^SecretsAdminPassword') },
          API_CREDENTIALS_SECRET_ARN: { Ref: Match.stringLikeRegexp('^SecretsApiCredentials') },
          STATE_MACHINE_ARN: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
        }),
      },
    });
  });

  it('grants read access without Scan, on the table and its indexes', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Effect: 'Allow',
            // Sorted: cdk.json's minimizePolicies flag orders them.
            Action: [
              'dynamodb:BatchGetItem',
              'dynamodb:ConditionCheckItem',
              'dynamodb:GetItem',
              'dynamodb:Query',
            ],
            Resource: [
              { 'Fn::GetAtt': [Match.stringLikeRegexp('^DataTable'), 'Arn'] },
              {
                'Fn::Join': [
                  '',
                  [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^DataTable'), 'Arn'] }, '/index/*'],
                ],
              },
            ],
          },
        ]),
      },
    });
    expect(actionsOf(template)).not.toContain('dynamodb:Scan');
    expect(actionsOf(template)).not.toContain('dynamodb:PutItem');
  });

  it('reads objects only, and saves only the secret bound read-write', () => {
    const actions = actionsOf(template);
    expect(actions).toContain('s3:GetObject');
    expect(actions).not.toContain('s3:PutObject');
    expect(actions.filter((action) => action === 'secretsmanager:GetSecretValue')).toHaveLength(2);
    expect(actions.filter((action) => action === 'secretsmanager:PutSecretValue')).toHaveLength(1);
    expect(actions).toContain('states:StartExecution');
  });
});

describe('AppFunction callers', () => {
  const { stack, fn } = functionStack();
  const target = new AppFunction(stack, 'Target', {
    entry: API_ENTRY,
    serviceName: 'keywright-target',
    timeout: Duration.seconds(5),
    memorySize: 128,
  });
  fn.bindFunction(target, 'TARGET_FUNCTION').bindStateMachine(
    StateMachine.fromStateMachineName(stack, 'Machine', 'kw-pipeline'),
  );
  target.configureAsyncInvoke({ retryAttempts: 0 });
  fn.addFunctionUrl();
  const template = Template.fromStack(stack);

  it("invoke another function's live alias, named by its ARN, and nothing else of it", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ TARGET_FUNCTION: { Ref: Match.stringLikeRegexp('^TargetLive') } }),
      },
    });
    const invoke = statements(template).filter((statement) => statement.Action === 'lambda:InvokeFunction');
    expect(invoke).toEqual([
      expect.objectContaining({ Resource: { Ref: expect.stringMatching(/^TargetLive/) } }),
    ]);
  });

  it("start executions on the state machine's live alias alone", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          STATE_MACHINE_ARN: {
            'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':stateMachine:kw-pipeline:live$')])],
          },
        }),
      },
    });
    const start = statements(template).filter((statement) => statement.Action === 'states:StartExecution');
    // Step Functions authorizes a start on an alias against the state machine's ARN and its qualifier.
    expect(start).toEqual([
      expect.objectContaining({
        Resource: { 'Fn::Join': ['', expect.arrayContaining([':stateMachine:kw-pipeline'])] },
        Condition: { 'ForAnyValue:StringEquals': { 'states:StateMachineQualifier': 'live' } },
      }),
    ]);
  });

  it('invoke their own live alias, named by a fixed function name, since a reference to it would be a cycle', () => {
    const app = testApp();
    const own = new Stack(app, 'Own');
    const named = { entry: API_ENTRY, timeout: Duration.seconds(5), memorySize: 128 };
    new AppFunction(own, 'Self', {
      ...named,
      serviceName: 'keywright-self',
      functionName: 'own-fn',
    }).bindSelf('SELF_FUNCTION');
    const selfTemplate = Template.fromStack(own);
    const aliasArn = {
      'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(':function:own-fn:live$')])],
    };
    selfTemplate.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'own-fn',
      Environment: { Variables: Match.objectLike({ SELF_FUNCTION: aliasArn }) },
    });
    selfTemplate.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: aliasArn },
        ]),
      },
    });
    const unnamed = new AppFunction(own, 'Unnamed', { ...named, serviceName: 'keywright-unnamed' });
    expect(() => unnamed.bindSelf('SELF_FUNCTION')).toThrow('give it a functionName');
  });

  it('reach async-invoke settings and the Function URL through the alias', () => {
    const [config] = Object.values(template.findResources('AWS::Lambda::EventInvokeConfig'));
    expect(config?.Properties).toMatchObject({ MaximumRetryAttempts: 0 });
    // The qualifier is the alias's name, read from its ARN.
    expect(JSON.stringify(config?.Properties.Qualifier)).toMatch(/"Ref":"TargetLive/);
    template.hasResourceProperties('AWS::Lambda::Url', {
      TargetFunctionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Subject'), 'Arn'] },
      Qualifier: 'live',
    });
  });
});

describe('AppFunction bundle', () => {
  let bundleDir = '';
  let remove = () => {};
  beforeAll(() => {
    ({ bundleDir, remove } = bundleAppFunction({ entry: 'tests/fixtures/cdk/bundle-fixture.ts' }));
  });
  afterAll(() => remove());

  it('is a minified ES module with a source map, built by the local esbuild, the AWS SDK left out', () => {
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/from"@aws-sdk\/client-dynamodb"/);
    // Minified: no comments, and long lines (the few short ones are zod's templates of generated code).
    expect(code).not.toContain('Stands for a CommonJS dependency');
    expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
    expect(existsSync(join(bundleDir, 'index.mjs.map'))).toBe(true);
  });

  it('loads and runs in Node, its CommonJS dependencies finding require and __dirname', async () => {
    const stdout = await runBundle(bundleDir);
    // The bundle stands where the dependency was: __dirname and __filename name the bundle's own.
    expect(JSON.parse(stdout)).toEqual({
      directory: basename(bundleDir),
      file: 'index.mjs',
      dynamo: 'function',
      zodMessage: 'Invalid input: expected string, received number',
      zodLocales: ['en'],
    });
  });

  it("keeps zod's English locale alone (decision 043)", () => {
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code).toContain('Invalid input: expected');
    // Dutch, Indonesian and Danish wordings of the same message (ASCII: esbuild escapes the rest).
    for (const foreign of ['Ongeldige invoer', 'Input tidak valid', 'Ugyldig input']) {
      expect(code).not.toContain(foreign);
    }
  });
});

describe('AppFunction files', () => {
  const list = `node_modules/${COMMON_PASSWORD_LIST}`;
  const license = `node_modules/${COMMON_PASSWORD_LICENSE}`;
  let bundleDir = '';
  let remove = () => {};
  beforeAll(() => {
    ({ bundleDir, remove } = bundleAppFunction({
      entry: 'tests/fixtures/cdk/files-fixture.ts',
      files: [list, license],
    }));
  });
  afterAll(() => remove());

  it('copies each file beside the bundle at its path in the repository, spaces in names and all', () => {
    expect(readFileSync(join(bundleDir, list), 'utf8')).toBe(readFileSync(join(REPO_ROOT, list), 'utf8'));
    expect(existsSync(join(bundleDir, license))).toBe(true);
    // The list stays out of the bundle itself.
    expect(readFileSync(join(bundleDir, 'index.mjs'), 'utf8')).not.toContain('qwertyuiop');
  });

  it('lets the bundled common-password check read its copy', async () => {
    expect(JSON.parse(await runBundle(bundleDir))).toEqual({
      listFile: join(bundleDir, list),
      common: true,
      uncommon: false,
    });
  });
});

describe('AppFunction lazy modules', () => {
  let bundleDir = '';
  let remove = () => {};
  beforeAll(() => {
    ({ bundleDir, remove } = bundleAppFunction({
      entry: 'tests/fixtures/cdk/lazy-module-fixture.ts',
      lazyModules: ['@simplewebauthn/server'],
    }));
  });
  afterAll(() => remove());

  it('keeps each out of the bundle, bundled on its own beside it', () => {
    const lazy = join(bundleDir, 'node_modules/@simplewebauthn/server');
    // One of the library's own messages tells where its code went.
    const libraryText = 'Credential ID was not base64url-encoded';
    expect(readFileSync(join(bundleDir, 'index.mjs'), 'utf8')).not.toContain(libraryText);
    expect(readFileSync(join(lazy, 'index.mjs'), 'utf8')).toContain(libraryText);
    expect(JSON.parse(readFileSync(join(lazy, 'package.json'), 'utf8'))).toMatchObject({ type: 'module' });
  });

  it('lets the bundled handler import it when called', async () => {
    expect(JSON.parse(await runBundle(bundleDir))).toEqual({ rpId: 'example.com', challenge: 'string' });
  });
});

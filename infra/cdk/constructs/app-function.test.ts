import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../repo-paths';
import { testApp } from '../test-support/synth';
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

  it('sets the Powertools logger variables and source-mapped stack traces', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: {
          POWERTOOLS_SERVICE_NAME: 'keywright-subject',
          POWERTOOLS_LOG_LEVEL: 'INFO',
          NODE_OPTIONS: '--enable-source-maps',
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

describe('AppFunction bundle', () => {
  // Inside the repository, so the bundle's external `@aws-sdk/*` imports resolve, as the runtime's do.
  mkdirSync(join(REPO_ROOT, 'cdk.out'), { recursive: true });
  const outdir = mkdtempSync(join(REPO_ROOT, 'cdk.out', 'test-bundle-'));
  let bundleDir = '';
  beforeAll(() => {
    const app = new App({ outdir });
    new AppFunction(new Stack(app, 'Bundle'), 'Fixture', {
      entry: 'infra/cdk/test-support/bundle-fixture.ts',
      serviceName: 'fixture',
      timeout: Duration.seconds(3),
      memorySize: 128,
    });
    app.synth();
    bundleDir = readdirSync(outdir)
      .map((name) => join(outdir, name))
      .find((dir) => existsSync(join(dir, 'index.mjs')))!;
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('is a minified ES module with a source map, built by the local esbuild, the AWS SDK left out', () => {
    const code = readFileSync(join(bundleDir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/from"@aws-sdk\/client-dynamodb"/);
    // Minified: no comments, no indentation.
    expect(code).not.toContain('Stands for a CommonJS dependency');
    expect(code).not.toMatch(/^\s+\S/m);
    expect(existsSync(join(bundleDir, 'index.mjs.map'))).toBe(true);
  });

  it('loads and runs in Node, its CommonJS dependencies finding require and __dirname', async () => {
    const bundleUrl = pathToFileURL(join(bundleDir, 'index.mjs')).href;
    const script = `const { handler } = await import(${JSON.stringify(bundleUrl)}); console.log(JSON.stringify(await handler()));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    // The bundle stands where the dependency was: __dirname and __filename name the bundle's own.
    expect(JSON.parse(stdout)).toEqual({
      directory: basename(bundleDir),
      file: 'index.mjs',
      dynamo: 'function',
    });
  });
});

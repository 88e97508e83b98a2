import { join } from 'node:path';
import { ArnFormat, type Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { Alarm, IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ILambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  Alias,
  ApplicationLogLevel,
  Architecture,
  type EventInvokeConfigOptions,
  type FunctionUrl,
  type FunctionUrlOptions,
  LoggingFormat,
  Runtime,
  SystemLogLevel,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../../functions/src/lib/metric-names';
import { REPO_ROOT } from '../repo-paths';
import { type DataAccess, OBJECT_ACTIONS, SECRET_ACTIONS, TABLE_ACTIONS } from './access-actions';
import type { Severity } from './alarm-topics';
import { DURATION_ALARM_SHARE, functionAlarms } from './function-alarms';
import { deployThroughCodeDeploy, LIVE_ALIAS } from './function-deployment';
import { afterBundlingHook, ESM_SHIMS, type LazyModule, lazyModuleNames } from './function-files';
import { acknowledgeWildcardResource } from './nag-findings';

/** What the bundles get for `zod` (`infra/cdk/zod-bundle`, decision 043). */
export const ZOD_BUNDLE_ENTRY = './infra/cdk/zod-bundle/index.js';

/** Levels Powertools' logger reads from `POWERTOOLS_LOG_LEVEL`. */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

/** How every function logs, from the stack's context (`logRetentionDays`, `logLevel`, `logSampleRate`). */
export interface FunctionLogSettings {
  /** Days the function's log group keeps its lines. */
  retentionDays: RetentionDays;
  level: (typeof LOG_LEVELS)[number];
  /** Share of invocations Powertools logs at DEBUG whatever the level (`POWERTOOLS_LOGGER_SAMPLE_RATE`). */
  debugSampleRate: number;
}

export const DEFAULT_LOG_SETTINGS: FunctionLogSettings = {
  retentionDays: RetentionDays.ONE_MONTH,
  level: 'INFO',
  debugSampleRate: 0.01,
};

export interface AppFunctionProps {
  /** Handler module, relative to the repository root (e.g. `functions/src/handlers/api.ts`). */
  entry: string;
  /** Exported handler name. */
  handler?: string;
  /** Powertools service name, so each function's logs say where they come from. */
  serviceName: string;
  /** A fixed physical name, for a function that invokes itself (`bindSelf`); a generated one without it. */
  functionName?: string;
  timeout: Duration;
  memorySize: number;
  description?: string;
  /** Variables the binds do not cover. */
  environment?: Record<string, string>;
  /**
   * Repository files the handler reads at run time (`node_modules/...` data files), copied beside the
   * bundle at the same relative path, so `require.resolve` finds them there as it does in the repository.
   */
  files?: string[];
  /**
   * Packages the handler loads only by `import()`, on the calls that need them: kept out of `index.mjs`
   * and bundled each into `node_modules/<name>/index.mjs` beside it, so a cold start neither downloads
   * them into the main bundle's budget nor evaluates them (decisions 045, 059). A name bundles that
   * package; a `LazyModule` can bundle a part of it under its name.
   */
  lazyModules?: (string | LazyModule)[];
  /** Log retention, level and debug sampling; the defaults without it. */
  logs?: FunctionLogSettings;
  /** Executions kept for this function, and the most it runs at once (Lambda's reserved concurrency). */
  reservedConcurrency?: number;
  /**
   * Its errors alarm: the errors in five minutes that raise it (1; more for a function whose caller retries
   * them, saying why in `note`) and who hears of it (a ticket; a page for a function people wait on).
   */
  errorsAlarm?: { threshold?: number; note?: string; severity?: Severity };
  /** Its duration alarm: the share of the timeout above which a run is told (0.8), and why if more. */
  durationAlarm?: { share: number; note: string };
}

/**
 * A Lambda function with the project's defaults: Node 22 on arm64, an ESM bundle built by the local
 * esbuild (minified, with source maps), Powertools logging and metrics in Lambda's JSON log format, a log
 * group with retention, X-Ray tracing, and its operations: alarms on its errors and a duration near its
 * timeout, so a new function cannot ship unobserved. Each deploy publishes a version, and everything calls
 * the function through its `live` alias (`live`; its async-invoke settings and URL are the alias's), so a
 * deploy can be shifted gradually and rolled back (decision 048). Resources are attached with the `bind*`
 * helpers, each of which sets the variable the handler reads and grants exactly the actions that handler
 * needs, nothing wider.
 */
export class AppFunction extends NodejsFunction {
  readonly alarms: { errors: Alarm; duration: Alarm };
  /** The alias every caller invokes; it points at the version of the last deploy (or shifts to it). */
  readonly live: Alias;
  private readonly fixedName?: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logs = props.logs ?? DEFAULT_LOG_SETTINGS;
    super(scope, id, {
      entry: join(REPO_ROOT, props.entry),
      handler: props.handler ?? 'handler',
      functionName: props.functionName,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: props.timeout,
      memorySize: props.memorySize,
      reservedConcurrentExecutions: props.reservedConcurrency,
      tracing: Tracing.ACTIVE,
      // JSON, so the runtime's own lines (an uncaught error, a timeout) carry a level like the logger's.
      // Lambda passes on every level the code writes: the logger decides (`functions/src/lib/logger.ts`),
      // which keeps POWERTOOLS_LOG_LEVEL and the debug sampling working. START/END/REPORT (with the init
      // duration the runbook's cold-start query reads) are the system's INFO lines.
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.DEBUG,
      systemLogLevelV2: SystemLogLevel.INFO,
      // Kept after the next deploy, so the alias can be pointed back at it by hand (docs/operations.md).
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN },
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: logs.retentionDays,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        POWERTOOLS_LOG_LEVEL: logs.level,
        POWERTOOLS_LOGGER_SAMPLE_RATE: String(logs.debugSampleRate),
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        // No `--enable-source-maps`: it parses the whole map at init. The logger maps a logged error's
        // stack to the TypeScript sources when it happens (`functions/src/lib/mapped-stack.ts`, decision 059).
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        logLevel: LogLevel.WARNING,
        ...ESM_SHIMS,
        // zod with its English locale only: the other 39 are about 260 KB of every bundle (decision 043).
        // esbuild resolves the path from the project root, where it runs.
        esbuildArgs: { '--alias:zod': ZOD_BUNDLE_ENTRY },
        // `@aws-sdk/*` stays external (the Node 22 runtime provides it): see docs/decisions.
        externalModules: ['@aws-sdk/*', ...lazyModuleNames(props.lazyModules ?? [])],
        forceDockerBundling: false,
        ...(props.files?.length || props.lazyModules?.length
          ? { commandHooks: afterBundlingHook(props.files ?? [], props.lazyModules ?? []) }
          : {}),
      },
    });
    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node 22 is the runtime the project pins (STYLE.md): the bundles target node22 and rely on the AWS SDK it provides; a newer runtime is a deliberate upgrade',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs, Lambda's default",
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'Active tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which have no resource-level permissions',
      },
    );
    this.fixedName = props.functionName;
    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.currentVersion });
    this.alarms = functionAlarms(this, {
      timeout: props.timeout,
      errorsThreshold: props.errorsAlarm?.threshold ?? 1,
      errorsNote: props.errorsAlarm?.note,
      errorsSeverity: props.errorsAlarm?.severity ?? 'ticket',
      durationShare: props.durationAlarm?.share ?? DURATION_ALARM_SHARE,
      durationNote: props.durationAlarm?.note,
    });
  }

  /**
   * Deploys through CodeDeploy: `config` shifts the `live` alias to each new version (a canary, a linear
   * shift), and the function's errors alarm or one of `alarms` going off meanwhile rolls it back. Without
   * it the alias moves at once when CloudFormation updates it.
   */
  deployGradually(config: ILambdaDeploymentConfig, alarms: IAlarm[] = []): LambdaDeploymentGroup {
    return deployThroughCodeDeploy(this.live, config, [this.alarms.errors, ...alarms]);
  }

  /** On the alias: an async invocation through it (every one is) follows its settings alone. */
  override configureAsyncInvoke(options: EventInvokeConfigOptions): void {
    this.live.configureAsyncInvoke(options);
  }

  /** On the alias, so the URL serves the deployed version, never `$LATEST`. */
  override addFunctionUrl(options?: FunctionUrlOptions): FunctionUrl {
    return this.live.addFunctionUrl(options);
  }

  /** `TABLE_NAME`, and the item actions of `access` on the table and its indexes. */
  bindTable(table: ITableV2, access: DataAccess): this {
    this.addEnvironment('TABLE_NAME', table.tableName);
    table.grant(this, ...TABLE_ACTIONS[access]);
    acknowledgeWildcardResource(
      this,
      `${table.tableArn}/index/*`,
      'The grant covers the one table and its indexes: the wildcard is the index ARNs of this table',
    );
    return this;
  }

  /** `IMAGES_BUCKET`, and the object actions of `access` in the bucket. */
  bindBucket(bucket: IBucket, access: DataAccess): this {
    this.addEnvironment('IMAGES_BUCKET', bucket.bucketName);
    this.addToRolePolicy(
      new PolicyStatement({ actions: OBJECT_ACTIONS[access], resources: [bucket.arnForObjects('*')] }),
    );
    acknowledgeWildcardResource(
      this,
      bucket.arnForObjects('*'),
      'Object keys are made at run time (one per keyword image or debug run): the wildcard is the objects of this one bucket',
    );
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    return this;
  }

  /** `envName` set to the secret's ARN, and reading (and with `readWrite`, saving) its value. */
  bindSecret(secret: ISecret, access: DataAccess, envName: string): this {
    this.addEnvironment(envName, secret.secretArn);
    this.addToRolePolicy(
      new PolicyStatement({
        actions: SECRET_ACTIONS[access],
        resources: [secret.secretFullArn ?? secret.secretArn],
      }),
    );
    return this;
  }

  /** `envName` set to the ARN of `fn`'s `live` alias, and invoking that alias (nothing else of `fn`). */
  bindFunction(fn: AppFunction, envName: string): this {
    this.addEnvironment(envName, fn.live.functionArn);
    this.addToRolePolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.live.functionArn] }),
    );
    return this;
  }

  /**
   * `envName` set to the ARN of this function's own `live` alias, and invoking that alias: a function that
   * hands the rest of its work to a fresh invocation of itself. Built from its fixed `functionName`, since
   * a reference to the alias in the function's own variables would be a cycle.
   */
  bindSelf(envName: string): this {
    if (!this.fixedName) throw new Error(`${this.node.path} invokes itself: give it a functionName`);
    const aliasArn = Stack.of(this).formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: `${this.fixedName}:${LIVE_ALIAS}`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    this.addEnvironment(envName, aliasArn);
    this.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [aliasArn] }));
    return this;
  }

  /**
   * `STATE_MACHINE_ARN` set to the ARN of the state machine's `live` alias, and starting executions there
   * alone. Step Functions authorizes a start on an alias against the state machine's own ARN, narrowed by
   * the `states:StateMachineQualifier` condition key.
   */
  bindStateMachine(stateMachine: IStateMachine): this {
    this.addEnvironment('STATE_MACHINE_ARN', `${stateMachine.stateMachineArn}:${LIVE_ALIAS}`);
    this.addToRolePolicy(
      new PolicyStatement({
        actions: ['states:StartExecution'],
        resources: [stateMachine.stateMachineArn],
        // A multi-valued key, absent on an unqualified start: ForAnyValue refuses that one too.
        conditions: { 'ForAnyValue:StringEquals': { 'states:StateMachineQualifier': LIVE_ALIAS } },
      }),
    );
    return this;
  }
}

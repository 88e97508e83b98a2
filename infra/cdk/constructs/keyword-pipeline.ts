import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { LambdaDeploymentConfig } from 'aws-cdk-lib/aws-codedeploy';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { AiPriceTable } from '#shared/economics/ai-prices';
import { VARIANTS_MAX } from '#shared/product/constants';
import { RUN_CHUNK_SIZE } from '../../../functions/src/domain/processing/chunk-starter';
import type { PipelineFunctionId } from '../../../functions/src/pipeline/pipeline-functions';
import { VISION_LAZY_MODULE } from '../../../functions/src/providers/vision-sdk';
import {
  AppFunction,
  type AppFunctionProps,
  DEFAULT_LOG_SETTINGS,
  type FunctionLogSettings,
} from './app-function';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';
import { DeadLetterQueue } from './dead-letter-queue';
import { HeldRunsSchedule } from './held-runs-schedule';
import { PipelineRelease } from './pipeline-release';

/** A pipeline Lambda as `functions/src/pipeline/pipeline-functions.ts` describes it (the pipeline contract). */
export interface PipelineHandlerSpec {
  /** Handler module, from the repository root. */
  entry: string;
  handler: string;
  timeoutSeconds: number;
  memoryMb: number;
  /** What it reads and writes; each need becomes an environment variable and a grant. */
  needs: readonly ('table' | 'bucket' | 'apiSecret' | 'wordpressSecret' | 'pipeline')[];
}

/** A task's Lambda; the workflow definition refers to it as `${<id>Arn}`. */
export interface PipelineFunctionSpec extends PipelineHandlerSpec {
  id: string;
}

export interface KeywordPipelineProps {
  /** The Amazon States Language text (the local runner executes the same definition). */
  definition: string;
  functions: readonly PipelineFunctionSpec[];
  /** Handler of failed, timed-out and aborted executions. */
  failureHandler: PipelineHandlerSpec;
  /** A fixed name, so the API can be given the state machine's ARN without depending on it. */
  stateMachineName: string;
  data: DataStores;
  secrets: AppSecrets;
  /** Public origin of the site, for absolute image URLs. */
  imagesBaseUrl: string;
  /** The AI price overrides (decision 022), which the steps price their AiCostUsd metric with. */
  aiPrices?: AiPriceTable;
  /** Keywords an execution works on at once (`pipelineConcurrency`), which bounds how long one may run. */
  concurrency: number;
  /** The most executions of each step function at once, reserved for it (`pipelineStepConcurrency`). */
  stepConcurrency: number;
  logs?: FunctionLogSettings;
}

/**
 * The step functions' errors alarm threshold: Step Functions retries a step's errors (a 429 waits and runs
 * again), so a few in five minutes are the retry policy at work; this many mean keywords are failing.
 */
const STEP_ERRORS_ALARM = {
  threshold: 10,
  note: "Step Functions retries these (functions/src/pipeline/definition/retry-policy.ts), so a few are expected while an upstream service throttles; check the dashboard's UpstreamThrottled and KeywordsFailed first.",
};

/**
 * The SDKs a step loads only when it calls them, bundled apart from its `index.mjs` (`AppFunction`'s
 * `lazyModules`): the image step checks its images with Cloud Vision only once it has made them, seconds
 * after its cold start (decision 059).
 */
const STEP_LAZY_MODULES: Partial<Record<PipelineFunctionId, AppFunctionProps['lazyModules']>> = {
  ImageStepFunction: [VISION_LAZY_MODULE],
};

/**
 * A round of keywords worked on together (one per `concurrency`) at its slowest while still working: a
 * keyword's critical path is a couple of minutes against the real services, and a step an upstream limit
 * holds back waits up to 740 s before it gives up (`retry-policy.ts`).
 */
const ROUND_MINUTES = 10;

/**
 * How long a chunk's execution may run before Step Functions ends it as timed out, which the failure rule
 * and the executions alarm then see. A chunk is `RUN_CHUNK_SIZE` (50) keywords (decision 011), then the
 * variants they made (at most `VARIANTS_MAX`, 5, each) as a second wave, each wave worked `concurrency`
 * at a time: at the default 8, 7 + 32 rounds, 6 h 30 min; at 40, 2 + 7 rounds, 1 h 30 min; at 1, 300
 * rounds, 50 h. Longer than that, a chunk is stuck rather than slow, and it holds its run's next chunks.
 */
export function executionTimeout(concurrency: number): Duration {
  const rounds = (keywords: number) => Math.ceil(keywords / concurrency);
  return Duration.minutes((rounds(RUN_CHUNK_SIZE) + rounds(RUN_CHUNK_SIZE * VARIANTS_MAX)) * ROUND_MINUTES);
}

/** The `${Name}` placeholders of a definition, which DefinitionSubstitutions must all fill. */
export function definitionPlaceholders(definition: string): string[] {
  return [...new Set([...definition.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!))];
}

/**
 * The keyword pipeline: a Standard state machine built from the same definition the local runner uses
 * (with a timeout per execution added), one Lambda per task with only the access its `needs` name, called
 * through its `live` alias, full execution logs and X-Ray tracing, executions started on the state
 * machine's own `live` alias (`PipelineRelease`), and an EventBridge rule that hands failed, timed-out and
 * aborted executions to the failure handler (which marks the run's unfinished keywords as Error), and a
 * schedule that starts the runs held for the AI budget once it allows them (`HeldRunsSchedule`).
 *
 * A deploy moves each step's alias 10% a minute, its errors alarm rolling it back: a step is called
 * only while runs work, and in bursts, so a linear shift tries a new version on a tenth of a run's calls
 * at first, where a canary's fixed window may fall between runs and try nothing (decision 048).
 */
export class KeywordPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly release: PipelineRelease;
  readonly functions: AppFunction[];
  readonly failureHandler: AppFunction;
  /** Failed-execution events neither EventBridge nor the failure handler could get through. */
  readonly deadLetters: DeadLetterQueue;
  readonly heldRuns: HeldRunsSchedule;

  constructor(scope: Construct, id: string, props: KeywordPipelineProps) {
    super(scope, id);
    const { definition } = props;
    this.functions = props.functions.map((spec) =>
      this.pipelineFunction(spec.id, spec, `Keyword pipeline task ${spec.id}`, props, {
        errorsAlarm: STEP_ERRORS_ALARM,
        reservedConcurrency: props.stepConcurrency,
        lazyModules: STEP_LAZY_MODULES[spec.id as PipelineFunctionId],
      }),
    );
    for (const fn of this.functions)
      fn.deployGradually(LambdaDeploymentConfig.LINEAR_10PERCENT_EVERY_1MINUTE);
    if (props.aiPrices) {
      for (const fn of this.functions) fn.addEnvironment('AI_PRICES', JSON.stringify(props.aiPrices));
    }
    const substitutions = Object.fromEntries(
      props.functions.map((spec, index) => [`${spec.id}Arn`, this.functions[index]!.live.functionArn]),
    );
    const missing = definitionPlaceholders(definition).filter((name) => !(name in substitutions));
    if (missing.length > 0) {
      throw new Error(`The pipeline definition refers to functions the pipeline does not list: ${missing}`);
    }

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: props.stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      // Inline rather than an S3 asset: the template then shows the exact definition that runs. CDK's
      // `timeout` applies to definitions it builds only, so the field is added here.
      definitionBody: DefinitionBody.fromString(withTimeout(definition, executionTimeout(props.concurrency))),
      definitionSubstitutions: substitutions,
      tracingEnabled: true,
      logs: {
        destination: new LogGroup(this, 'ExecutionLogs', {
          retention: (props.logs ?? DEFAULT_LOG_SETTINGS).retentionDays,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        level: LogLevel.ALL,
        // The state carries ids only, so execution data holds no content or secrets.
        includeExecutionData: true,
      },
    });
    // The definition names the aliases alone, so nothing else of the functions (`grantInvoke`'s `:*`).
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: this.functions.map((fn) => fn.live.functionArn),
      }),
    );
    this.release = new PipelineRelease(this, 'Release', this.stateMachine);
    Validations.of(this.stateMachine).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Execution logging (logs:*LogDelivery, DescribeLogGroups, resource policies) and X-Ray tracing have no resource-level permissions',
    });

    this.failureHandler = this.pipelineFunction(
      'ExecutionFailed',
      props.failureHandler,
      'Marks the keywords of a failed, timed-out or aborted pipeline run as Error',
      props,
    );

    // A failed run whose event is dropped leaves its keywords in Processing: EventBridge retries delivery
    // for 6 hours and Lambda a failing handler twice, then the event waits here for a replay.
    this.deadLetters = new DeadLetterQueue(this, 'ExecutionFailedDeadLetters', {
      holds:
        "a failed, timed-out or aborted run's event that the failure handler never processed, so that run's keywords may still show Processing",
      firstLook:
        "First look: the ExecutionFailed function's log group; once fixed, replay each message's event (the message body, or its requestPayload) with `aws lambda invoke`.",
    });
    this.failureHandler.configureAsyncInvoke({
      retryAttempts: 2,
      onFailure: new SqsDestination(this.deadLetters),
    });

    new Rule(this, 'ExecutionFailedRule', {
      description: 'Keyword pipeline executions that failed, timed out or were aborted',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: ['FAILED', 'TIMED_OUT', 'ABORTED'],
          stateMachineArn: [this.stateMachine.stateMachineArn],
        },
      },
      targets: [
        new LambdaFunction(this.failureHandler.live, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });

    // The progress step starts a run's chunks, so it is the one that starts a held run's.
    this.heldRuns = new HeldRunsSchedule(this, 'HeldRuns', { progress: this.step('ProgressStepFunction') });
  }

  /** The task function the pipeline contract names `id`. */
  private step(id: PipelineFunctionId): AppFunction {
    const fn = this.functions.find((candidate) => candidate.node.id === id);
    if (!fn) throw new Error(`The pipeline has no ${id}, which resumes the runs held for the AI budget`);
    return fn;
  }

  private pipelineFunction(
    id: string,
    spec: PipelineHandlerSpec,
    description: string,
    props: KeywordPipelineProps,
    {
      errorsAlarm,
      reservedConcurrency,
      lazyModules,
    }: Pick<AppFunctionProps, 'errorsAlarm' | 'reservedConcurrency' | 'lazyModules'> = {},
  ): AppFunction {
    const fn = new AppFunction(this, id, {
      entry: spec.entry,
      handler: spec.handler,
      serviceName: `keywright-pipeline-${id}`,
      description,
      timeout: Duration.seconds(spec.timeoutSeconds),
      memorySize: spec.memoryMb,
      reservedConcurrency,
      lazyModules,
      logs: props.logs,
      errorsAlarm,
    });
    const { data, secrets } = props;
    for (const need of spec.needs) {
      if (need === 'table') fn.bindTable(data.table, 'readWrite');
      if (need === 'bucket') {
        fn.bindBucket(data.imagesBucket, 'readWrite').addEnvironment('IMAGES_BASE_URL', props.imagesBaseUrl);
      }
      if (need === 'apiSecret') fn.bindSecret(secrets.apiCredentials, 'read', 'API_CREDENTIALS_SECRET_ARN');
      // By name, as the API does: the state machine depends on this function, so its ARN cannot be used here.
      if (need === 'pipeline') {
        fn.bindStateMachine(StateMachine.fromStateMachineName(this, `${id}Pipeline`, props.stateMachineName));
      }
      if (need === 'wordpressSecret') {
        fn.bindSecret(secrets.wordpressCredentials, 'read', 'WORDPRESS_CREDENTIALS_SECRET_ARN');
        fn.bindSecret(secrets.wordpressSites, 'read', 'WORDPRESS_SITES_SECRET_ARN');
      }
    }
    return fn;
  }
}

/** The definition with a timeout for each execution (ASL's top-level `TimeoutSeconds`). */
function withTimeout(definition: string, timeout: Duration): string {
  return JSON.stringify({ ...JSON.parse(definition), TimeoutSeconds: timeout.toSeconds() }, null, 2);
}

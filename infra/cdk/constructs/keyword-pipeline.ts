import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { AiPriceTable } from '#shared/ai-prices';
import {
  AppFunction,
  type AppFunctionProps,
  DEFAULT_LOG_SETTINGS,
  type FunctionLogSettings,
} from './app-function';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';
import { DeadLetterQueue } from './dead-letter-queue';

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

/** The `${Name}` placeholders of a definition, which DefinitionSubstitutions must all fill. */
export function definitionPlaceholders(definition: string): string[] {
  return [...new Set([...definition.matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!))];
}

/**
 * The keyword pipeline: a Standard state machine built from the same definition the local runner uses, one
 * Lambda per task with only the access its `needs` name, full execution logs and X-Ray tracing, and an
 * EventBridge rule that hands failed, timed-out and aborted executions to the failure handler (which marks
 * the run's unfinished keywords as Error).
 */
export class KeywordPipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly functions: AppFunction[];
  readonly failureHandler: AppFunction;
  /** Failed-execution events neither EventBridge nor the failure handler could get through. */
  readonly deadLetters: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: KeywordPipelineProps) {
    super(scope, id);
    const { definition } = props;
    this.functions = props.functions.map((spec) =>
      this.pipelineFunction(spec.id, spec, `Keyword pipeline task ${spec.id}`, props, STEP_ERRORS_ALARM),
    );
    if (props.aiPrices) {
      for (const fn of this.functions) fn.addEnvironment('AI_PRICES', JSON.stringify(props.aiPrices));
    }
    const substitutions = Object.fromEntries(
      props.functions.map((spec, index) => [`${spec.id}Arn`, this.functions[index]!.functionArn]),
    );
    const missing = definitionPlaceholders(definition).filter((name) => !(name in substitutions));
    if (missing.length > 0) {
      throw new Error(`The pipeline definition refers to functions the pipeline does not list: ${missing}`);
    }

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: props.stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      // Inline rather than an S3 asset: the template then shows the exact definition that runs.
      definitionBody: DefinitionBody.fromString(definition),
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
    // The definition names the unqualified ARNs, so versions and aliases (`grantInvoke`'s `:*`) are left out.
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: this.functions.map((fn) => fn.functionArn),
      }),
    );
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
        new LambdaFunction(this.failureHandler, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });
  }

  private pipelineFunction(
    id: string,
    spec: PipelineHandlerSpec,
    description: string,
    props: KeywordPipelineProps,
    errorsAlarm?: AppFunctionProps['errorsAlarm'],
  ): AppFunction {
    const fn = new AppFunction(this, id, {
      entry: spec.entry,
      handler: spec.handler,
      serviceName: `keywright-pipeline-${id}`,
      description,
      timeout: Duration.seconds(spec.timeoutSeconds),
      memorySize: spec.memoryMb,
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

import { Duration, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { LAUNCH_TURN_MARGIN_MS } from '../../../functions/src/domain/meta/launches/launch-worker';
import { AppFunction, type FunctionLogSettings } from './app-function';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';
import { DeadLetterQueue } from './dead-letter-queue';

export interface CampaignLaunchesProps {
  data: DataStores;
  secrets: AppSecrets;
  logs?: FunctionLogSettings;
}

/** Lambda's longest: a turn creates campaigns until 90 s before it (`LAUNCH_TURN_MARGIN_MS`). */
const LAUNCH_TIMEOUT = Duration.minutes(15);

/**
 * Told when a turn ran past half its margin: the campaigns under way at its end took that long to finish,
 * and one more slow Graph call would have been cut off by the timeout.
 */
const DURATION_ALARM_SHARE = 1 - LAUNCH_TURN_MARGIN_MS / 2 / LAUNCH_TIMEOUT.toMilliseconds();

/** How soon a launch goes on after a crashed turn, or once Meta is no longer busy. */
const RESUME_INTERVAL = Duration.minutes(5);

/** A retry of the schedule's tick still lands before the next one; a later one would repeat its work. */
const RESUME_EVENT_MAX_AGE = Duration.minutes(4);

/**
 * Lambda's second retry of a turn that failed at its timeout still lands (33 minutes after the event: two
 * turns and Lambda's waits of 1 and 2 minutes); an event older than this is stale anyway, the schedule
 * having handed its launch on meanwhile.
 */
const TURN_EVENT_MAX_AGE = Duration.hours(1);

/** The launch function's input that hands every running launch on (`handlers/campaign-launch.ts`). */
const RESUME = { action: 'resume' } as const;

/**
 * Bulk campaign launches (issue 33): one function that creates a launch's campaigns in Meta, a turn at a
 * time. The API starts a launch by invoking it asynchronously with `{ launchId }`; a turn whose time is up
 * with campaigns left invokes it again, through its own `live` alias (so it has a fixed name: its own ARN
 * in its variables would otherwise be a cycle); and EventBridge Scheduler invokes it every 5 minutes with
 * `{ action: 'resume' }`, which hands on every running launch no worker holds (after a crash, or once Meta
 * was busy). A lease on the launch keeps one worker at it, so these may overlap.
 *
 * Retries as the insights refresh's: Lambda runs an invocation that threw twice more, the scheduler sends
 * an undelivered tick again 3 times; what still fails goes to the dead-letter queue, whose alarm tells ops.
 */
export class CampaignLaunches extends Construct {
  readonly function: AppFunction;
  readonly deadLetters: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: CampaignLaunchesProps) {
    super(scope, id);
    this.deadLetters = new DeadLetterQueue(this, 'DeadLetters', {
      holds:
        'a launch turn that failed three times (its requestPayload names the launchId) or a resume tick the scheduler could not deliver, so a bulk launch may have stopped with campaigns left',
      firstLook:
        "First look: the CampaignLaunches function's log group around the message's time; the next tick (every 5 minutes) resumes every running launch by itself, so purge the queue once the cause is fixed.",
    });
    this.function = new AppFunction(this, 'Function', {
      entry: 'functions/src/handlers/campaign-launch.ts',
      serviceName: 'keywright-campaign-launch',
      functionName: `${Stack.of(this).stackName}-campaign-launch`,
      description: "Creates a bulk launch's campaigns in Meta, a turn at a time; resumes running launches",
      timeout: LAUNCH_TIMEOUT,
      memorySize: 512,
      logs: props.logs,
      errorsAlarm: {
        note: 'Lambda runs a failed turn twice more and the schedule resumes every running launch every 5 minutes, so a launch goes on by itself once the cause is gone.',
      },
      durationAlarm: {
        share: DURATION_ALARM_SHARE,
        note: `A turn stops taking campaigns ${LAUNCH_TURN_MARGIN_MS / 1000} s before the timeout: each turn of a long launch runs until then.`,
      },
    })
      .bindTable(props.data.table, 'readWrite')
      // A keyword's images are uploaded to Meta as the ads' creatives.
      .bindBucket(props.data.imagesBucket, 'read')
      .bindSecret(props.secrets.metaCredentials, 'read', 'META_CREDENTIALS_SECRET_ARN')
      .bindSelf('LAUNCH_FUNCTION_NAME');

    // Every invocation is asynchronous: the API's, its own and the schedule's.
    this.function.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: TURN_EVENT_MAX_AGE,
      onFailure: new SqsDestination(this.deadLetters),
    });

    new Schedule(this, 'ResumeSchedule', {
      schedule: ScheduleExpression.rate(RESUME_INTERVAL),
      description: 'Resumes the bulk campaign launches still running that no worker holds',
      target: new LambdaInvoke(this.function.live, {
        input: ScheduleTargetInput.fromObject(RESUME),
        // The schedule's own role: it may invoke the function's `live` alias and send to the queue, nothing else.
        role: new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') }),
        retryAttempts: 3,
        maxEventAge: RESUME_EVENT_MAX_AGE,
        deadLetterQueue: this.deadLetters,
      }),
    });
  }
}

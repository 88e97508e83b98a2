import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { ProgressTask } from '../../../functions/src/pipeline/task-input';
import type { AppFunction } from './app-function';
import { DeadLetterQueue } from './dead-letter-queue';

export interface HeldRunsScheduleProps {
  /** The pipeline's progress step function, which starts a run's chunks (and so may start executions). */
  progress: AppFunction;
}

/** How soon a held run starts once the budget allows it: a new day or month, or a raised limit. */
const HELD_RUNS_INTERVAL = Duration.minutes(5);

/** A retry still lands before the next tick; a later one would only repeat that tick's work. */
const RESUME_EVENT_MAX_AGE = Duration.minutes(4);

/** The progress step's input that starts the held runs the AI budget now allows. */
const RESUME_HELD = { action: 'resumeHeld' } as const satisfies ProgressTask;

/**
 * Resumes the runs held for the AI budget ("Waiting for budget"): EventBridge Scheduler invokes the
 * progress step's `live` alias, the one the state machine calls, every 5 minutes, and it starts the held
 * runs the budget now allows. The days and months roll over in US Eastern time, when no one is there to
 * press anything, so nothing else would start them.
 *
 * Retries as the insights refresh's: the scheduler sends an invocation Lambda did not accept again (3
 * times), and Lambda runs one that threw twice more, both before the next tick; what still fails goes to
 * the dead-letter queue, whose alarm is what tells ops: the step's errors alarm (10 in five minutes, for
 * the retries of runs at work) never sees one failure a tick, and held runs would wait unnoticed.
 */
export class HeldRunsSchedule extends Construct {
  readonly deadLetters: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: HeldRunsScheduleProps) {
    super(scope, id);
    this.deadLetters = new DeadLetterQueue(this, 'DeadLetters', {
      holds:
        'a resume of the runs waiting for the AI budget that the scheduler could not deliver, or that failed three times (the SQS message names the error), so held runs may not start again',
      firstLook:
        "First look: the ProgressStepFunction's log group around the message's time; the next tick resumes by itself, so purge the queue once the cause is fixed.",
    });
    // Only the schedule invokes the step asynchronously (the state machine waits for it), so these
    // settings are the schedule's alone.
    props.progress.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: RESUME_EVENT_MAX_AGE,
      onFailure: new SqsDestination(this.deadLetters),
    });

    new Schedule(this, 'Schedule', {
      schedule: ScheduleExpression.rate(HELD_RUNS_INTERVAL),
      description: 'Starts the keyword runs waiting for the AI budget that the budget now allows',
      target: new LambdaInvoke(props.progress.live, {
        input: ScheduleTargetInput.fromObject(RESUME_HELD),
        // The schedule's own role: it may invoke the step's `live` alias and send to the queue, nothing else.
        role: new Role(this, 'SchedulerRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com') }),
        retryAttempts: 3,
        maxEventAge: RESUME_EVENT_MAX_AGE,
        deadLetterQueue: this.deadLetters,
      }),
    });
  }
}

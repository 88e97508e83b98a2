import { Duration, TimeZone } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { RefreshKind } from '../../../functions/src/domain/meta/insights-refresh/refresh-plan';
import { withSeverity } from './alarm-topics';
import { AppFunction, type FunctionLogSettings } from './app-function';
import { appMetric } from './app-metrics';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';
import { DeadLetterQueue } from './dead-letter-queue';
import { alarmName } from './function-alarms';

export interface InsightsRefreshProps {
  data: DataStores;
  secrets: AppSecrets;
  /**
   * The function that writes a creative refresh's copy for the rules' "refresh creative" action: the debug
   * tester's, the one outside the pipeline that bundles the AI clients (decision 042).
   */
  creativeWriter: AppFunction;
  logs?: FunctionLogSettings;
}

/** How often today and yesterday are refreshed; the data-age alarm fires at twice this. */
const RECENT_REFRESH_INTERVAL = Duration.minutes(15);

/**
 * A retry still lands before the next 15-minute tick; the run lease (10 minutes) keeps a late one from
 * overlapping a run in progress.
 */
const REFRESH_EVENT_MAX_AGE = Duration.minutes(10);

/**
 * The scheduled insights refresh (decision 016): one function, invoked by EventBridge Scheduler every 15
 * minutes for today and yesterday and once a day, early morning in New York, for the last 30 days. A run
 * that Meta throttles saves what is left and returns, and the next invocation resumes it. A run that lands
 * fresh data then evaluates the enabled campaign rules (decision 021), acting in Meta with the saved
 * credentials it already reads.
 *
 * Retries: the scheduler sends an invocation Lambda did not accept again (3 times), and Lambda runs an
 * invocation that threw twice more, both within 10 minutes; what is still undelivered or failing then goes
 * to the dead-letter queue, whose alarm tells ops.
 */
export class InsightsRefresh extends Construct {
  readonly function: AppFunction;
  readonly deadLetters: DeadLetterQueue;
  /** The data is older than twice the recent refresh's interval, or no run has said how old it is. */
  readonly staleDataAlarm: Alarm;

  constructor(scope: Construct, id: string, props: InsightsRefreshProps) {
    super(scope, id);
    this.deadLetters = new DeadLetterQueue(this, 'DeadLetters', {
      holds:
        'an insights refresh the scheduler could not deliver, or one that failed three times (the SQS message names the kind and the error)',
      firstLook:
        "First look: the refresh function's log group around the message's time; the next scheduled run resumes by itself, so purge the queue once the cause is fixed.",
    });
    this.function = new AppFunction(this, 'Function', {
      entry: 'functions/src/handlers/insights-refresh.ts',
      serviceName: 'keywright-insights-refresh',
      description:
        'Reads Meta insights and warehouse revenue into the insights store, then runs the campaign rules',
      // Inside the run lease (10 minutes), so a timed-out run never overlaps the next one.
      timeout: Duration.minutes(5),
      memorySize: 512,
      logs: props.logs,
    })
      .bindTable(props.data.table, 'readWrite')
      // A rule's copy (decision 055) uploads its keyword's image to Meta, as a campaign creation does.
      .bindBucket(props.data.imagesBucket, 'read')
      .bindSecret(props.secrets.metaCredentials, 'read', 'META_CREDENTIALS_SECRET_ARN')
      .bindSecret(props.secrets.warehouseCredentials, 'read', 'WAREHOUSE_CREDENTIALS_SECRET_ARN')
      // Which scheduled posts WordPress has published since (decision 040) is asked with each site's password.
      .bindSecret(props.secrets.wordpressCredentials, 'read', 'WORDPRESS_CREDENTIALS_SECRET_ARN')
      .bindSecret(props.secrets.wordpressSites, 'read', 'WORDPRESS_SITES_SECRET_ARN')
      .bindFunction(props.creativeWriter, 'DEBUG_FUNCTION_NAME');

    this.function.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: REFRESH_EVENT_MAX_AGE,
      onFailure: new SqsDestination(this.deadLetters),
    });

    // The schedules' own role: it may invoke the function's `live` alias and nothing else.
    const role = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
    });
    const schedules: Record<RefreshKind, ScheduleExpression> = {
      recent: ScheduleExpression.rate(RECENT_REFRESH_INTERVAL),
      month: ScheduleExpression.cron({ hour: '5', minute: '30', timeZone: TimeZone.AMERICA_NEW_YORK }),
    };
    const staleAfter = RECENT_REFRESH_INTERVAL.toSeconds() * 2;
    this.staleDataAlarm = withSeverity(
      new Alarm(this, 'StaleDataAlarm', {
        alarmName: alarmName(this.node.path, 'StaleData'),
        alarmDescription: `The insights data (and so the campaign rules, which run after a refresh lands) is more than ${staleAfter / 60} minutes old, or no refresh reported its age in that time. First look: the refresh function's log group for "The insights refresh stopped early" (its reason says throttled or what failed), then Settings > Meta Integration and the Revenue source card. Runbook: docs/operations.md, "Insights data stale".`,
        // Every invocation reports the age at its end, so a window of twice the interval always holds one.
        metric: appMetric(
          'InsightsDataAge',
          {},
          { statistic: 'Maximum', period: Duration.seconds(staleAfter) },
        ),
        threshold: staleAfter,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        // No report at all means no refresh ran to the end: as stale as it gets.
        treatMissingData: TreatMissingData.BREACHING,
      }),
      'ticket',
    );

    for (const [kind, schedule] of Object.entries(schedules) as [RefreshKind, ScheduleExpression][]) {
      new Schedule(this, `${kind === 'recent' ? 'Recent' : 'Month'}Schedule`, {
        schedule,
        description:
          kind === 'recent'
            ? 'Insights refresh of today and yesterday'
            : 'Insights refresh of the last 30 days (Meta keeps changing attribution)',
        target: new LambdaInvoke(this.function.live, {
          input: ScheduleTargetInput.fromObject({ kind }),
          role,
          retryAttempts: 3,
          maxEventAge: REFRESH_EVENT_MAX_AGE,
          deadLetterQueue: this.deadLetters,
        }),
      });
    }
  }
}

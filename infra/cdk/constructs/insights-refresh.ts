import { Duration, TimeZone } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { RefreshKind } from '../../../functions/src/domain/meta/insights-refresh/refresh-plan';
import { AppFunction } from './app-function';
import type { AppSecrets } from './app-secrets';
import type { DataStores } from './data-stores';
import { acknowledgeWildcardResource } from './nag-findings';

export interface InsightsRefreshProps {
  data: DataStores;
  secrets: AppSecrets;
}

/**
 * The scheduled insights refresh (decision 016): one function, invoked by EventBridge Scheduler every 15
 * minutes for today and yesterday and once a day, early morning in New York, for the last 30 days. A run
 * that Meta throttles saves what is left and the next invocation resumes it, so the schedules do not retry.
 * A run that lands fresh data then evaluates the enabled campaign rules (decision 021), acting in Meta with
 * the saved credentials it already reads.
 */
export class InsightsRefresh extends Construct {
  readonly function: AppFunction;

  constructor(scope: Construct, id: string, props: InsightsRefreshProps) {
    super(scope, id);
    this.function = new AppFunction(this, 'Function', {
      entry: 'functions/src/handlers/insights-refresh.ts',
      serviceName: 'keywright-insights-refresh',
      description:
        'Reads Meta insights and warehouse revenue into the insights store, then runs the campaign rules',
      // Inside the run lease (10 minutes), so a timed-out run never overlaps the next one.
      timeout: Duration.minutes(5),
      memorySize: 512,
    })
      .bindTable(props.data.table, 'readWrite')
      .bindSecret(props.secrets.metaCredentials, 'read', 'META_CREDENTIALS_SECRET_ARN')
      .bindSecret(props.secrets.warehouseCredentials, 'read', 'WAREHOUSE_CREDENTIALS_SECRET_ARN');

    // The schedules' own role, so the finding below is acknowledged on it alone.
    const role = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
    });
    acknowledgeWildcardResource(
      role,
      `${this.function.functionArn}:*`,
      "Lambda's invoke grant covers the function's versions and aliases: the wildcard is this one function's qualifiers",
    );
    const schedules: Record<RefreshKind, ScheduleExpression> = {
      recent: ScheduleExpression.rate(Duration.minutes(15)),
      month: ScheduleExpression.cron({ hour: '5', minute: '30', timeZone: TimeZone.AMERICA_NEW_YORK }),
    };
    for (const [kind, schedule] of Object.entries(schedules) as [RefreshKind, ScheduleExpression][]) {
      new Schedule(this, `${kind === 'recent' ? 'Recent' : 'Month'}Schedule`, {
        schedule,
        description:
          kind === 'recent'
            ? 'Insights refresh of today and yesterday'
            : 'Insights refresh of the last 30 days (Meta keeps changing attribution)',
        target: new LambdaInvoke(this.function, {
          input: ScheduleTargetInput.fromObject({ kind }),
          role,
          retryAttempts: 0,
        }),
      });
    }
  }
}

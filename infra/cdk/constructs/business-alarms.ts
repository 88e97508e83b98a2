import { Duration, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { RULE_ACTION_TYPES } from '#shared/schemas/meta-rules';
import type { MeasuredService } from '../../../functions/src/providers/upstream-metrics';
import { type Severity, withSeverity } from './alarm-topics';
import { appMetric } from './app-metrics';
import { ALARM_PERIOD, alarmName } from './function-alarms';

export interface BusinessAlarmsProps {
  /**
   * AI spend (USD) over the last 24 hours above which someone looks (`aiDailyBudgetUsd`): the AWS-side
   * backstop of the in-app AI budget, which holds runs once its limit is spent.
   */
  aiDailyBudgetUsd: number;
  /** Rule actions in an hour above which the rules are acting far more than they do (`ruleActionsPerHour`). */
  ruleActionsPerHour: number;
}

/** Every value of the `Service` dimension the upstream metrics are published with (the type makes it whole). */
const SERVICES: Record<MeasuredService, true> = {
  openai: true,
  gemini: true,
  vision: true,
  wordpress: true,
  meta: true,
  snowflake: true,
  slack: true,
  ses: true,
};

/**
 * The failed share (%) of an hour's settled keywords that raises its alarm: a healthy run fails a few (a
 * refused prompt, an image the safety check rejected twice); a fifth is a broken provider, credential or
 * prompt. Judged from 10 keywords an hour, so one failure of a single retry is not a fifth.
 */
const FAILED_SHARE = { percent: 20, minimumKeywords: 10 };
/** 429s a five-minute period, in three periods in a row: the pacer's waits are not keeping up. */
const THROTTLED = { perFiveMinutes: 10, periods: 3 };
/**
 * SES's reputation rates that raise the alarms, below the 5% bounces and 0.1% complaints at which SES puts
 * the account under review (and well below the 10% and 0.5% at which it may stop its sending).
 */
const SES_RATES = { bounce: 0.04, complaint: 0.0008 };

const HOUR = Duration.hours(1);

/** `FILL(id, 0)` of each series summed, as a math expression over `metrics` (by id). */
function total(label: string, metrics: Record<string, IMetric>, period: Duration): MathExpression {
  const expression = Object.keys(metrics)
    .map((id) => `FILL(${id}, 0)`)
    .join(' + ');
  return new MathExpression({ label, expression, usingMetrics: metrics, period });
}

/**
 * What the business needs to hear of, from the metric contract (`functions/src/lib/metric-names.ts`): a
 * large share of keywords failing, AI spend over the day's budget, notifications not delivered, rules
 * acting far more than they do, upstream services throttling for long, and SES's reputation (which the
 * whole account's e-mail depends on). Rule actions page: a rule gone wrong changes budgets and pauses ads
 * in Meta as it runs. The rest are tickets.
 */
export class BusinessAlarms extends Construct {
  /** The AI calls of the last 24 hours cost more than `aiDailyBudgetUsd`. */
  readonly aiDailyCost: Alarm;

  constructor(scope: Construct, id: string, props: BusinessAlarmsProps) {
    super(scope, id);
    const settled = (outcome: 'succeeded' | 'failed') =>
      appMetric('KeywordsSettled', { Outcome: outcome }, { statistic: 'Sum', period: HOUR });
    this.alarm('KeywordsFailedShare', 'ticket', {
      metric: new MathExpression({
        label: 'Failed share of the settled keywords (%)',
        expression: `IF(FILL(failed, 0) + FILL(succeeded, 0) >= ${FAILED_SHARE.minimumKeywords}, 100 * FILL(failed, 0) / (FILL(failed, 0) + FILL(succeeded, 0)), 0)`,
        usingMetrics: { failed: settled('failed'), succeeded: settled('succeeded') },
        period: HOUR,
      }),
      threshold: FAILED_SHARE.percent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      alarmDescription: `${FAILED_SHARE.percent}% or more of the keywords settled in the last hour (${FAILED_SHARE.minimumKeywords} at least) ended in Error. First look: the dashboard's "Keywords failed per step" (which step) and the upstream graphs, then the errors of that step's function. Runbook: docs/operations.md, "Keywords failing".`,
    });
    this.aiDailyCost = this.alarm('AiDailyCost', 'ticket', {
      metric: appMetric('AiCostTotalUsd', {}, { statistic: 'Sum', period: Duration.days(1) }),
      threshold: props.aiDailyBudgetUsd,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      alarmDescription: `The AI calls of the last 24 hours cost more than ${props.aiDailyBudgetUsd} USD at the configured prices (aiDailyBudgetUsd, the backstop of the in-app AI budget). First look: Settings > AI Budget (the limits set, the spend, the runs held), then the dashboard's "AI cost per day by model" and "Runs started and held per hour" (a large batch, Process All, repeated retries). Runbook: docs/operations.md, "AI cost over the daily budget".`,
    });
    this.alarm('NotificationDeliveriesFailing', 'ticket', {
      metric: total(
        'Notification deliveries given up',
        Object.fromEntries(
          (['email', 'slack'] as const).map((channel) => [
            channel,
            appMetric(
              'NotificationDeliveriesFailed',
              { Channel: channel },
              { statistic: 'Sum', period: HOUR },
            ),
          ]),
        ),
        HOUR,
      ),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      alarmDescription:
        'A notification was given up in the last hour (refused for good, or out of attempts): the team did not hear of something. First look: Settings > Notifications (the failed deliveries and their reasons: a revoked Slack webhook, an unverified SES sender), then the NotificationDelivery function\'s log group. Runbook: docs/operations.md, "Notifications failing".',
    });
    this.alarm('RuleActionsSurge', 'page', {
      metric: total(
        'Rule actions in Meta',
        Object.fromEntries(
          RULE_ACTION_TYPES.map((action) => [
            action.replaceAll('_', ''),
            appMetric('RuleActions', { Action: action }, { statistic: 'Sum', period: HOUR }),
          ]),
        ),
        HOUR,
      ),
      threshold: props.ruleActionsPerHour,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      alarmDescription: `The campaign rules took more than ${props.ruleActionsPerHour} actions in Meta in the last hour, far more than they do. First look: the rules' action log (/meta-rules) for which rule acts on which campaigns; disable it there, and undo its actions from the log. Runbook: docs/operations.md, "Rule actions surge".`,
    });
    this.alarm('UpstreamThrottlingSustained', 'ticket', {
      metric: total(
        'Upstream 429s',
        Object.fromEntries(
          Object.keys(SERVICES).map((service) => [
            service,
            appMetric('UpstreamThrottled', { Service: service }, { statistic: 'Sum', period: ALARM_PERIOD }),
          ]),
        ),
        ALARM_PERIOD,
      ),
      threshold: THROTTLED.perFiveMinutes,
      evaluationPeriods: THROTTLED.periods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      alarmDescription: `Upstream services answered ${THROTTLED.perFiveMinutes} or more 429s in each of the last ${THROTTLED.periods * 5} minutes. First look: the dashboard's "Upstream 429s per service" (which service), then that account's rate limits and the pipelineConcurrency context value. Runbook: docs/operations.md, "Upstream throttling".`,
    });
    const ses = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: HOUR });
    for (const [id, metricName, rate] of [
      ['SesBounceRate', 'Reputation.BounceRate', SES_RATES.bounce],
      ['SesComplaintRate', 'Reputation.ComplaintRate', SES_RATES.complaint],
    ] as const) {
      this.alarm(id, 'ticket', {
        metric: ses(metricName),
        threshold: rate,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        alarmDescription: `The account's SES ${metricName} reached ${rate * 100}%, near the rate at which SES reviews the account and may stop its e-mail. First look: the notification recipients in Settings > Notifications (a mistyped or left colleague's address bounces), then the SES console's reputation page. Runbook: docs/operations.md, "SES reputation".`,
      });
    }
  }

  private alarm(
    id: string,
    severity: Severity,
    props: Omit<AlarmProps, 'alarmName' | 'evaluationPeriods'> & { evaluationPeriods?: number },
  ) {
    return withSeverity(
      new Alarm(this, id, {
        alarmName: alarmName(Stack.of(this).stackName, id),
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        ...props,
      }),
      severity,
    );
  }
}

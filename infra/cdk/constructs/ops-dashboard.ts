import { Duration, Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  AlarmStatusWidget,
  AlarmWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Canary } from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';
import { REFRESH_KINDS } from '../../../functions/src/domain/meta/insights-refresh/refresh-plan';
import { cloudFront5xxRate, TABLE_OPERATIONS } from './alarms';
import { appMetric, appMetricSearch } from './app-metrics';

export interface OpsDashboardProps {
  api: IFunction;
  /** Graphed with its threshold. */
  apiLatencyAlarm: Alarm;
  pipeline: IStateMachine;
  /** The pipeline's step functions, whose durations it graphs. */
  steps: readonly IFunction[];
  table: ITableV2;
  distribution: Distribution;
  deadLetterQueues: readonly IQueue[];
  /** The insights data age alarm, graphed with its threshold. */
  staleInsightsAlarm: Alarm;
  /** The daily AI cost alarm, whose threshold is drawn on the AI cost per day. */
  aiDailyCostAlarm: Alarm;
  /** Alarms left out of the status grid: those that exist only in some regions (a condition). */
  conditionalAlarms: readonly Alarm[];
  /** The name of the site's web ACL, whose metrics WAF publishes in us-east-1. */
  webAclName: string;
  canaries: readonly Canary[];
}

const FIVE_MINUTES = Duration.minutes(5);
const HOUR = Duration.hours(1);
const DAY = Duration.days(1);

const graph = (
  title: string,
  left: IMetric[],
  extra: Partial<ConstructorParameters<typeof GraphWidget>[0]> = {},
) => new GraphWidget({ title, left, width: 6, height: 6, ...extra });

/**
 * One CloudWatch dashboard for ops, named after the stack: the API's requests, errors and p95; the
 * pipeline's runs (started, and held for the AI budget), keywords completed and failed per step and step
 * durations; upstream 429s, retries and 5xx per service; AI cost per day against its alarm's threshold;
 * the insights data's age and refresh durations; rule actions; the table's capacity and throttles; the
 * dead-letter queues; and every alarm's state.
 */
export class OpsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OpsDashboardProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const { api, pipeline, table } = props;
    const apiMetric = (name: string, statistic: string, label: string) =>
      api.metric(name, { statistic, period: FIVE_MINUTES, label });
    const search = (name: Parameters<typeof appMetricSearch>[0], statistic: string, period = HOUR) =>
      appMetricSearch(name, statistic, period);

    const alarms = stack.node
      .findAll()
      .filter((node): node is Alarm => node instanceof Alarm && !props.conditionalAlarms.includes(node));

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: stack.stackName,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new TextWidget({
            markdown: `# ${stack.stackName}\nWhat each alarm means and what to check first: docs/operations.md in the repository. Custom metrics: namespace \`Keywright\`.`,
            width: 24,
            height: 2,
          }),
        ],
        [
          graph('API requests and errors', [
            apiMetric('UrlRequestCount', 'Sum', 'requests'),
            apiMetric('Url4xxCount', 'Sum', '4xx'),
            apiMetric('Url5xxCount', 'Sum', '5xx'),
            api.metricErrors({ period: FIVE_MINUTES, label: 'function errors' }),
          ]),
          new AlarmWidget({
            title: 'API p95 latency (ms)',
            alarm: props.apiLatencyAlarm,
            width: 6,
            height: 6,
          }),
          graph('CloudFront 5xx rate (%)', [
            cloudFront5xxRate(props.distribution, { region: 'us-east-1', label: '5xx %' }),
          ]),
          graph('Pipeline executions', [
            pipeline.metricStarted({ period: HOUR, label: 'started' }),
            pipeline.metricFailed({ period: HOUR, label: 'failed' }),
            pipeline.metricTimedOut({ period: HOUR, label: 'timed out' }),
            pipeline.metricAborted({ period: HOUR, label: 'aborted' }),
          ]),
        ],
        [
          graph('Runs started and held per hour', [
            appMetric('RunsStarted', {}, { statistic: 'Sum', period: HOUR, label: 'started' }),
            // Held: waiting for the AI budget (docs/operations.md, "Runs waiting for budget").
            appMetric('RunsHeld', {}, { statistic: 'Sum', period: HOUR, label: 'held' }),
          ]),
          graph('Keywords completed per step, per hour', [search('KeywordsCompleted', 'Sum')]),
          graph('Keywords failed per step, per hour', [search('KeywordsFailed', 'Sum')]),
          graph(
            'Step durations p95 (ms)',
            props.steps.map((fn) => fn.metricDuration({ statistic: 'p95', period: FIVE_MINUTES })),
          ),
        ],
        [
          graph('Upstream 429s per service', [search('UpstreamThrottled', 'Sum', FIVE_MINUTES)]),
          graph('Upstream retries per service', [search('UpstreamRetries', 'Sum', FIVE_MINUTES)]),
          graph('Upstream 5xx per service', [search('UpstreamServerErrors', 'Sum', FIVE_MINUTES)]),
          graph('Upstream latency p95 (ms)', [search('UpstreamLatency', 'p95', FIVE_MINUTES)]),
        ],
        [
          graph('AI cost per day (USD) by model', [search('AiCostUsd', 'Sum', DAY)], {
            stacked: true,
            leftAnnotations: [props.aiDailyCostAlarm.toAnnotation()],
          }),
          graph('AI tokens per day by model', [search('AiTokens', 'Sum', DAY)], { stacked: true }),
          graph('Rule evaluations and actions per hour', [
            appMetric('RuleEvaluations', {}, { statistic: 'Sum', period: HOUR, label: 'evaluations' }),
            search('RuleActions', 'Sum'),
          ]),
          graph('Notifications sent and failed', [
            search('NotificationDeliveriesSent', 'Sum'),
            search('NotificationDeliveriesFailed', 'Sum'),
          ]),
        ],
        [
          new AlarmWidget({
            title: 'Insights data age (s)',
            alarm: props.staleInsightsAlarm,
            width: 6,
            height: 6,
          }),
          graph(
            'Insights refresh duration (ms)',
            REFRESH_KINDS.map((kind) =>
              appMetric('InsightsRefreshDuration', { Kind: kind }, { statistic: 'Maximum', period: HOUR }),
            ),
          ),
          graph('DynamoDB consumed capacity', [
            table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, label: 'read units' }),
            table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, label: 'write units' }),
          ]),
          graph('DynamoDB throttles and system errors', [
            table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
            table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
            table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES }),
          ]),
        ],
        [
          graph('Requests the web ACL blocked (per rule)', [
            new Metric({
              namespace: 'AWS/WAFV2',
              metricName: 'BlockedRequests',
              dimensionsMap: { WebACL: props.webAclName, Rule: 'ALL' },
              statistic: 'Sum',
              period: FIVE_MINUTES,
              region: 'us-east-1',
              label: 'all rules',
            }),
            new MathExpression({
              expression: `SEARCH('{AWS/WAFV2,Rule,WebACL} MetricName="BlockedRequests" WebACL="${props.webAclName}"', 'Sum', ${FIVE_MINUTES.toSeconds()})`,
              usingMetrics: {},
              label: `\${PROP('Dim.Rule')}`,
              period: FIVE_MINUTES,
              searchRegion: 'us-east-1',
            }),
          ]),
          graph('Account Lambda concurrency (claimed, max)', [
            new Metric({
              namespace: 'AWS/Lambda',
              metricName: 'ClaimedAccountConcurrency',
              statistic: 'Maximum',
              period: FIVE_MINUTES,
            }),
          ]),
          graph(
            'Canaries: successful runs (%)',
            props.canaries.map((canary) =>
              canary.metricSuccessPercent({ period: FIVE_MINUTES, label: canary.canaryName }),
            ),
          ),
          graph('Keywords settled per hour', [search('KeywordsSettled', 'Sum')]),
        ],
        [
          graph(
            'Dead-letter queue messages',
            props.deadLetterQueues.map((queue) =>
              queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES }),
            ),
          ),
          new AlarmStatusWidget({ title: 'Alarms', alarms, width: 18, height: 8 }),
        ],
      ],
    });
  }
}

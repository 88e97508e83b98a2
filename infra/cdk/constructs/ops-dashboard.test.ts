import { describe, expect, it } from 'vitest';
import { synthStack } from '#tests/support/cdk/synth';
import { METRICS_NAMESPACE } from '../../../functions/src/lib/metric-names';

const template = synthStack();

interface Widget {
  type: string;
  properties: {
    title?: string;
    metrics?: unknown[][];
    alarms?: string[];
    annotations?: { alarms?: string[]; horizontal?: { value: number; label?: string }[] };
    region?: string;
  };
}

/** The dashboard body with each `Ref`/`GetAtt` written as `<LogicalId>` or `<LogicalId.Attr>`. */
function dashboardWidgets(): Widget[] {
  const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
  expect(dashboards).toHaveLength(1);
  const [, parts] = dashboards[0]!.Properties.DashboardBody['Fn::Join'] as [string, unknown[]];
  const body = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const intrinsic = part as { Ref?: string; 'Fn::GetAtt'?: string[] };
      return intrinsic.Ref ? `<${intrinsic.Ref}>` : `<${intrinsic['Fn::GetAtt']!.join('.')}>`;
    })
    .join('');
  return (JSON.parse(body) as { widgets: Widget[] }).widgets;
}

const widgets = dashboardWidgets();
const widget = (title: string) => {
  const found = widgets.find((w) => w.properties.title === title);
  if (!found) throw new Error(`No widget "${title}"`);
  return found;
};
const text = (w: Widget) => JSON.stringify(w.properties);

describe('the ops dashboard', () => {
  it('is one dashboard named after the stack', () => {
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'Test' });
  });

  it("shows the API's requests, errors and p95 (its alarm, with the threshold)", () => {
    expect(text(widget('API requests and errors'))).toMatch(
      /UrlRequestCount.*Url4xxCount.*Url5xxCount.*Errors/,
    );
    expect(widget('API p95 latency (ms)').properties.annotations?.alarms).toEqual([
      expect.stringMatching(/^<ApiApiLatencyP95[A-F0-9]{8}\.Arn>$/),
    ]);
    expect(widget('CloudFront 5xx rate (%)').properties.metrics).toEqual([
      [
        'AWS/CloudFront',
        '5xxErrorRate',
        'DistributionId',
        expect.any(String),
        'Region',
        'Global',
        expect.objectContaining({ region: 'us-east-1' }),
      ],
    ]);
  });

  it('shows runs started and held for the AI budget, keywords completed and failed per step, and step durations', () => {
    expect(text(widget('Runs started and held per hour'))).toMatch(
      new RegExp(`"${METRICS_NAMESPACE}","RunsStarted".*"${METRICS_NAMESPACE}","RunsHeld"`),
    );
    expect(text(widget('Keywords completed per step, per hour'))).toContain(
      `SEARCH('{Keywright,Step} MetricName=\\"KeywordsCompleted\\"', 'Sum', 3600)`,
    );
    expect(text(widget('Keywords failed per step, per hour'))).toContain('MetricName=\\"KeywordsFailed\\"');
    const durations = widget('Step durations p95 (ms)').properties.metrics!;
    expect(durations.map((metric) => metric[3])).toEqual([
      expect.stringMatching(/^<PipelineProgressStepFunction/),
      expect.stringMatching(/^<PipelineTextStepFunction/),
      expect.stringMatching(/^<PipelineImageStepFunction/),
      expect.stringMatching(/^<PipelinePublishStepFunction/),
    ]);
  });

  it('shows upstream 429s and retries per service, AI cost per day (with its alarm threshold), rule actions and refresh age and duration', () => {
    expect(text(widget('Upstream 429s per service'))).toContain(
      `SEARCH('{Keywright,Service} MetricName=\\"UpstreamThrottled\\"', 'Sum', 300)`,
    );
    expect(text(widget('Upstream retries per service'))).toContain('MetricName=\\"UpstreamRetries\\"');
    expect(text(widget('AI cost per day (USD) by model'))).toContain(
      `SEARCH('{Keywright,Model} MetricName=\\"AiCostUsd\\"', 'Sum', 86400)`,
    );
    expect(widget('AI cost per day (USD) by model').properties.annotations?.horizontal).toEqual([
      expect.objectContaining({ value: 20 }),
    ]);
    expect(text(widget('Rule evaluations and actions per hour'))).toMatch(/RuleEvaluations.*RuleActions/);
    expect(widget('Insights data age (s)').properties.annotations?.alarms).toEqual([
      expect.stringMatching(/^<InsightsRefreshStaleDataAlarm\w+\.Arn>$/),
    ]);
    expect(text(widget('Insights refresh duration (ms)'))).toMatch(/"Kind","recent".*"Kind","month"/);
  });

  it("shows the table's consumed capacity and throttles, and the dead-letter queues", () => {
    expect(text(widget('DynamoDB consumed capacity'))).toMatch(
      /ConsumedReadCapacityUnits.*ConsumedWriteCapacityUnits/,
    );
    expect(text(widget('DynamoDB throttles and system errors'))).toMatch(
      /ReadThrottleEvents.*WriteThrottleEvents/,
    );
    expect(text(widget('Dead-letter queue messages'))).toMatch(
      /PipelineExecutionFailedDeadLetters.*PipelineHeldRunsDeadLetters.*InsightsRefreshDeadLetters.*ApiDebugTesterDeadLetters.*CampaignLaunchesDeadLetters/,
    );
  });

  it("shows the web ACL's blocked requests from us-east-1, in all and per rule", () => {
    const blocked = widget('Requests the web ACL blocked (per rule)');
    expect(blocked.properties.metrics).toEqual([
      [
        'AWS/WAFV2',
        'BlockedRequests',
        'Rule',
        'ALL',
        'WebACL',
        'Test-web',
        expect.objectContaining({ region: 'us-east-1', stat: 'Sum' }),
      ],
      [
        expect.objectContaining({
          expression: expect.stringMatching(
            /^SEARCH\('\{AWS\/WAFV2,Rule,WebACL\} MetricName="BlockedRequests" WebACL="Test-web"'/,
          ),
          region: 'us-east-1',
        }),
      ],
    ]);
  });

  it('shows the account concurrency, the canaries and the keywords settled', () => {
    expect(text(widget('Account Lambda concurrency (claimed, max)'))).toMatch(/ClaimedAccountConcurrency/);
    expect(text(widget('Canaries: successful runs (%)'))).toMatch(/SuccessPercent.*SuccessPercent/);
    expect(text(widget('Keywords settled per hour'))).toMatch(/KeywordsSettled/);
  });

  it('shows the state of every alarm but the one that exists only in us-east-1', () => {
    const shown = widget('Alarms').properties.alarms!;
    const alarmIds = Object.keys(template.findResources('AWS::CloudWatch::Alarm'));
    const cloudFront = alarmIds.filter((id) => id.startsWith('AlarmsCloudFront5xxRate'));
    expect(cloudFront).toHaveLength(1);
    expect(shown.sort()).toEqual(
      alarmIds
        .filter((id) => !cloudFront.includes(id))
        .map((id) => `<${id}.Arn>`)
        .sort(),
    );
  });
});

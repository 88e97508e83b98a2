/**
 * The custom metrics: one CloudWatch namespace, each metric's unit and the dimensions it is published with.
 * The functions emit them (Powertools Metrics, as EMF lines) and the CDK app's alarms and dashboard read
 * them, both from this module, so a name cannot drift between the two.
 *
 * CloudWatch keys a series by its whole dimension set, so each metric is published with exactly the
 * dimensions listed here and nothing more: Powertools' default `service` dimension is cleared, which lets
 * the series of every function that emits a metric (OpenAI is called by three) add up, and lets an alarm
 * name the series it watches.
 */
export const METRICS_NAMESPACE = 'Keywright';

/** Units as Powertools' `MetricUnit` and CloudWatch spell them. */
export type MetricUnitName = 'Count' | 'Milliseconds' | 'Seconds' | 'None';

/**
 * `Service`: the upstream service (`openai`, `gemini`, `vision`, `wordpress`, `meta`, `snowflake`, `slack`,
 * `ses`); `Step`: the pipeline step (`tags`, `title`, `article`, `images`, `adCopy`, `variants`, `publish`; for
 * `KeywordsFailed` also `complete`, `unknown` for a failure no step names, and `workflow` for the keywords
 * a run that could not go on left, which the failure handler marks);
 * `Model`: the AI model; `Action`: the campaign rule action; `Kind`: the insights refresh (`recent`,
 * `month`); `Channel`: the notification channel (`email`, `slack`); `Outcome`: how a keyword's part in a
 * run ended (`succeeded`: Completed, Needs review or Scheduled; `failed`: Error).
 */
export type MetricDimension = 'Service' | 'Step' | 'Model' | 'Action' | 'Kind' | 'Channel' | 'Outcome';

export interface MetricDefinition {
  unit: MetricUnitName;
  dimensions: readonly MetricDimension[];
  /** What one data point is, and who emits it. */
  meaning: string;
}

export const METRICS = {
  UpstreamCalls: { unit: 'Count', dimensions: ['Service'], meaning: 'One HTTP request to the service' },
  UpstreamThrottled: {
    unit: 'Count',
    dimensions: ['Service'],
    meaning: "A rate-limited answer: 429, or Meta's throttle codes (which come with HTTP 400)",
  },
  UpstreamServerErrors: { unit: 'Count', dimensions: ['Service'], meaning: 'An answer of 5xx' },
  UpstreamRetries: { unit: 'Count', dimensions: ['Service'], meaning: "A provider's own retry of a call" },
  UpstreamLatency: {
    unit: 'Milliseconds',
    dimensions: ['Service'],
    meaning: 'Time from request to the end of the answer, for every call',
  },
  RunsStarted: { unit: 'Count', dimensions: [], meaning: 'A processing run started (the API)' },
  RunsHeld: {
    unit: 'Count',
    dimensions: [],
    meaning: 'A run began waiting for budget (decision 052): the API or the progress step',
  },
  KeywordsCompleted: {
    unit: 'Count',
    dimensions: ['Step'],
    meaning: 'A keyword finished the step (the pipeline steps)',
  },
  KeywordsFailed: {
    unit: 'Count',
    dimensions: ['Step'],
    meaning:
      'Keywords marked Error, by the step that failed (the progress step) or `workflow` (the failure handler, a run that could not start)',
  },
  KeywordsSettled: {
    unit: 'Count',
    dimensions: ['Outcome'],
    meaning:
      "A keyword's part in a run ended, counted once as the run counts it (wherever it is settled: the progress step, the failure handler); the failed share alarm reads both outcomes",
  },
  AiTokens: { unit: 'Count', dimensions: ['Model'], meaning: 'Input plus output tokens of one AI call' },
  AiCostUsd: {
    unit: 'None',
    dimensions: ['Model'],
    meaning: 'The USD cost of one AI call at the configured prices (decision 022)',
  },
  AiCostTotalUsd: {
    unit: 'None',
    dimensions: [],
    meaning:
      "The USD cost of one step's AI calls for one keyword, every model together: the series the daily AI budget alarm sums (models are recorded by their providers' dated names, which an alarm cannot list)",
  },
  RuleEvaluations: { unit: 'Count', dimensions: [], meaning: 'One enabled campaign rule evaluated' },
  RuleActions: { unit: 'Count', dimensions: ['Action'], meaning: 'One action a rule took in Meta' },
  InsightsRefreshDuration: {
    unit: 'Milliseconds',
    dimensions: ['Kind'],
    meaning: 'The length of one refresh run, rules included',
  },
  InsightsDataAge: {
    unit: 'Seconds',
    dimensions: [],
    meaning:
      'At the end of every refresh invocation, whatever its outcome (busy and unconfigured included): seconds since the store last landed fresh data (`lastRefreshedAt`)',
  },
  NotificationDeliveriesSent: {
    unit: 'Count',
    dimensions: ['Channel'],
    meaning: 'A notification delivered (the delivery worker)',
  },
  NotificationDeliveriesFailed: {
    unit: 'Count',
    dimensions: ['Channel'],
    meaning:
      'A notification delivery given up: refused for good, out of attempts, or interrupted mid-send (the delivery worker)',
  },
} as const satisfies Record<string, MetricDefinition>;

export type MetricName = keyof typeof METRICS;

import type { Duration } from 'aws-cdk-lib';
import { MathExpression, Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch';
import { METRICS, METRICS_NAMESPACE, type MetricName } from '../../../functions/src/lib/metric-names';

type DimensionsOf<N extends MetricName> = Record<(typeof METRICS)[N]['dimensions'][number], string>;

/**
 * One series of a custom metric, for an alarm or a graph: every dimension it is published with must be
 * given, since CloudWatch only matches a series by its whole dimension set.
 */
export function appMetric<N extends MetricName>(
  name: N,
  dimensions: DimensionsOf<N>,
  options: Omit<MetricOptions, 'dimensionsMap'> = {},
): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: dimensions,
    ...options,
  });
}

/**
 * Every series of a custom metric, one line per value of its dimension (per upstream service, step, model...),
 * for a graph: a CloudWatch SEARCH over the metric's exact dimension set, so values the code adds later show
 * up without a deploy. Alarms cannot use SEARCH; they take `appMetric`.
 */
export function appMetricSearch(name: MetricName, statistic: string, period: Duration): MathExpression {
  const { dimensions } = METRICS[name];
  const schema = [METRICS_NAMESPACE, ...dimensions].join(',');
  const label = dimensions.map((dimension) => `\${PROP('Dim.${dimension}')}`).join(' ');
  return new MathExpression({
    expression: `SEARCH('{${schema}} MetricName="${name}"', '${statistic}', ${period.toSeconds()})`,
    usingMetrics: {},
    label: label || name,
    period,
  });
}

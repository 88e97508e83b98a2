import { Metrics } from '@aws-lambda-powertools/metrics';
import type { MetricUnit } from '@aws-lambda-powertools/metrics/types';
import { METRICS, METRICS_NAMESPACE, type MetricDimension, type MetricName } from './metric-names';

/**
 * One EMF line per data point (`singleMetric`), so no handler has to flush at its end and a point is never
 * lost to a crash; on Lambda CloudWatch turns the lines into metrics, locally they are plain stdout lines a
 * test can read. Without the default `service` dimension: each metric keeps exactly the dimensions
 * `metric-names.ts` lists, the ones the alarms and dashboard name.
 */
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, singleMetric: true });
metrics.clearDefaultDimensions();

type DimensionsOf<N extends MetricName> = Record<(typeof METRICS)[N]['dimensions'][number], string>;

/** Publishes one data point of `name` with its dimensions (exactly those `METRICS[name]` lists). */
export function emitMetric<N extends MetricName>(name: N, value: number, dimensions: DimensionsOf<N>): void {
  const definition = METRICS[name];
  const values = dimensions as Partial<Record<MetricDimension, string>>;
  // Synchronous from the first dimension to the publishing `addMetric`: concurrent calls cannot interleave.
  for (const dimension of definition.dimensions) metrics.addDimension(dimension, values[dimension] ?? 'none');
  // CloudWatch's Embedded Metric Format schema wants at least one dimension set, which may be empty;
  // Powertools writes `"Dimensions": []` for a metric without any, so the empty set is added here (`[[]]`).
  if (definition.dimensions.length === 0) metrics.addDimensions({});
  metrics.addMetric(name, definition.unit as MetricUnit, value);
}

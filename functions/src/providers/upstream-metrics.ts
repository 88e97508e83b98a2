import { emitMetric } from '../lib/metrics';
import { ProviderError } from '../ports/provider-error';

/**
 * One attempt of an upstream call, measured: a call and its latency whatever the outcome, and a 429 or
 * 5xx answer counted apart (`metric-names.ts`), so ops see a service throttling or failing per service.
 */
export async function measuredAttempt<T>(service: string, attempt: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await attempt();
  } catch (error) {
    const status = error instanceof ProviderError ? error.status : undefined;
    if (status === 429) emitMetric('UpstreamThrottled', 1, { Service: service });
    if (status !== undefined && status >= 500) emitMetric('UpstreamServerErrors', 1, { Service: service });
    throw error;
  } finally {
    emitMetric('UpstreamCalls', 1, { Service: service });
    emitMetric('UpstreamLatency', Math.round(performance.now() - started), { Service: service });
  }
}

import { emitMetric } from '../lib/metrics';
import { PROVIDER_ERROR_NAMES, type ProviderName } from '../ports/provider-error';

/** The services measured: the providers (Meta and the notification channels included) and the warehouse. */
export type MeasuredService = ProviderName | 'snowflake';

/**
 * One attempt of an upstream call, measured: a call and its latency whatever the outcome, and a 429 or
 * 5xx answer counted apart (`metric-names.ts`), so ops see a service throttling or failing per service.
 * The status is read from the error the attempt throws (`ProviderError`, `MetaGraphError` and
 * `SnowflakeError` all carry the answer's `status`); a rate-limit error counts as throttled whatever its
 * status, since Meta answers its throttles with 400 and a code.
 */
export async function measuredAttempt<T>(service: MeasuredService, attempt: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await attempt();
  } catch (error) {
    const status = statusOf(error);
    const throttled = status === 429 || (error as Error | null)?.name === PROVIDER_ERROR_NAMES.rateLimited;
    if (throttled) emitMetric('UpstreamThrottled', 1, { Service: service });
    if (status !== undefined && status >= 500) emitMetric('UpstreamServerErrors', 1, { Service: service });
    throw error;
  } finally {
    emitMetric('UpstreamCalls', 1, { Service: service });
    emitMetric('UpstreamLatency', Math.round(performance.now() - started), { Service: service });
  }
}

/** Counts a retry of a call to `service`, whoever retries it. */
export function countRetry(service: MeasuredService): void {
  emitMetric('UpstreamRetries', 1, { Service: service });
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

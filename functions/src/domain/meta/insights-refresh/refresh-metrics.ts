import { logger } from '../../../lib/logger';
import { emitMetric } from '../../../lib/metrics';
import type { Clock } from '../../../ports/clock';
import type { InsightsStore } from '../../../ports/insights-store';
import type { InsightsRefresh } from './insights-refresh';

/**
 * The refresh (rules included), measured at the end of every invocation whatever its outcome: its duration
 * per kind, and the age of the data the store holds, which is what an alarm on stale figures watches (a
 * refresh that is busy, unconfigured or failing keeps it growing).
 */
export function withRefreshMetrics(
  refresh: InsightsRefresh,
  store: Pick<InsightsStore, 'state'>,
  clock: Clock,
): InsightsRefresh {
  return {
    async run(kind) {
      const started = clock.now();
      try {
        return await refresh.run(kind);
      } finally {
        emitMetric('InsightsRefreshDuration', clock.now() - started, { Kind: kind });
        await emitDataAge(store, clock);
      }
    },
  };
}

async function emitDataAge(store: Pick<InsightsStore, 'state'>, clock: Clock): Promise<void> {
  try {
    const { lastRefreshedAt } = await store.state();
    // Never refreshed: there is no age to give (the alarm treats missing data as breaching).
    if (!lastRefreshedAt) return;
    emitMetric('InsightsDataAge', Math.round((clock.now() - Date.parse(lastRefreshedAt)) / 1000), {});
  } catch (error) {
    logger.warn('The insights data age could not be read', { error });
  }
}

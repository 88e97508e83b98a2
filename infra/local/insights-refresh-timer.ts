import type {
  InsightsRefreshEntry,
  RefreshKind,
} from '../../functions/src/composition/entry-points/insights-refresh';
import { withoutLogKeys } from '../../functions/src/lib/log-keys';
import { logger } from '../../functions/src/lib/logger';

/** The schedules of the AWS app: today and yesterday every 15 minutes, the last 30 days daily. */
export const INSIGHTS_REFRESH_EVERY_MS: Record<RefreshKind, number> = {
  recent: 15 * 60_000,
  month: 24 * 60 * 60_000,
};

/**
 * What EventBridge Scheduler does on AWS, for the local server: calls the same refresh on the same
 * schedules, starting with the 30 days so a fresh start has figures. Runs never overlap: a tick while one
 * runs waits for it (one waiting run at most, the 30 days winning over today's), and `stop` waits too.
 */
export function startInsightsRefreshTimer(
  refresh: Pick<InsightsRefreshEntry, 'run'>,
  everyMs = INSIGHTS_REFRESH_EVERY_MS,
) {
  let running: Promise<unknown> | undefined;
  let waiting: RefreshKind | undefined;
  let stopped = false;
  const tick = (kind: RefreshKind) => {
    if (running) {
      waiting = waiting === 'month' ? 'month' : kind;
      return;
    }
    running = refresh
      .run(kind)
      .catch((error: unknown) => logger.error('The local insights refresh failed', { kind, error }))
      .finally(() => {
        running = undefined;
        const next = waiting;
        waiting = undefined;
        if (next && !stopped) tick(next);
      });
  };
  // Timers and runs keep the scope they were created in: none, so no refresh carries a request's
  // correlation id or user.
  const timers = withoutLogKeys(() =>
    (Object.keys(everyMs) as RefreshKind[]).map((kind) => {
      const timer = setInterval(() => tick(kind), everyMs[kind]);
      timer.unref();
      return timer;
    }),
  );
  withoutLogKeys(() => tick('month'));
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}

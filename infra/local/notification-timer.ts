import type { NotificationDeliveryEntry } from '../../functions/src/composition/entry-points/notification-delivery';
import { withoutLogKeys } from '../../functions/src/lib/log-keys';
import { logger } from '../../functions/src/lib/logger';

/**
 * Locally, deliveries go out within seconds: on AWS the schedule runs every minute, a lower bound
 * EventBridge Scheduler sets, and one that suits Slack and e-mail alerts.
 */
const NOTIFICATION_JOBS_EVERY_MS = 5_000;

/**
 * What EventBridge Scheduler does on AWS for the delivery function, for the local server: runs the same
 * jobs (due deliveries, the watchdog, expiry) on a timer; a tick while a run goes on is skipped, and `stop`
 * waits for the run under way.
 */
export function startNotificationTimer(
  jobs: Pick<NotificationDeliveryEntry, 'run'>,
  everyMs = NOTIFICATION_JOBS_EVERY_MS,
) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = jobs
      .run()
      .catch((error: unknown) => logger.error('The local notification jobs failed', { error }))
      .finally(() => {
        running = undefined;
      });
  };
  // A timer keeps the scope it was created in: none, so no run carries a request's correlation id or user.
  const timer = withoutLogKeys(() => setInterval(tick, everyMs));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import type { Clock } from '../../ports/clock';
import type { NotificationStore } from '../../ports/notifications';
import type { DeliveryWorker, SweepOutcome } from './delivery-worker';
import type { NotificationWatchdog } from './watchdog';

/** Expired notifications deleted per run where no TTL does it (dynalite). */
const PURGE_BATCH = 100;

/**
 * What the delivery schedule does on each tick (EventBridge Scheduler on AWS, a timer locally): send the
 * deliveries that are due, run the watchdog's checks and, where the store has no TTL, delete expired
 * notifications.
 */
export function createNotificationJobs(deps: {
  worker: DeliveryWorker;
  watchdog: NotificationWatchdog;
  notifications: Pick<NotificationStore, 'purgeExpired'>;
  clock: Clock;
  /** Locally: dynalite never deletes expired items (on AWS, DynamoDB's TTL does). */
  purgeExpired: boolean;
}) {
  return {
    async run(): Promise<SweepOutcome> {
      const outcome = await deps.worker.sweep();
      await deps.watchdog.run();
      if (deps.purgeExpired) await deps.notifications.purgeExpired(deps.clock.now(), PURGE_BATCH);
      return outcome;
    },
  };
}

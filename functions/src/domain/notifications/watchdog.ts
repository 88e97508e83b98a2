import { logger } from '../../lib/logger';
import type { WatchStateStore } from '../../ports/notifications';
import { checkMetaHealth } from './sources/meta-health';
import { checkRefreshStaleness, type RefreshWatchDeps } from './sources/refresh-watch';

/** The Meta token and ad accounts are checked this often: a token's 7-day warning needs no more. */
const META_HEALTH_EVERY_MS = 6 * 60 * 60_000;
const META_HEALTH = 'meta-health';

/**
 * What no request and no refresh would notice, checked on the delivery schedule: a refresh that stopped
 * running (stale insights), and the Meta token and ad accounts (Graph `debug_token` and the accounts'
 * status, every 6 hours). A failing check is logged; the next run tries again.
 */
export function createNotificationWatchdog(deps: RefreshWatchDeps & { watch: WatchStateStore }) {
  const safely = async (what: string, check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      logger.error(`The notification watchdog could not check ${what}`, { error });
    }
  };
  return {
    async run() {
      await safely('staleness', () => checkRefreshStaleness(deps));
      await safely('the Meta token', async () => {
        const nowMs = deps.clock.now();
        const last = Number((await deps.watch.get(META_HEALTH))?.checkedAt ?? 0);
        if (nowMs - last < META_HEALTH_EVERY_MS) return;
        await deps.watch.put(META_HEALTH, { checkedAt: nowMs });
        await checkMetaHealth(deps);
      });
    },
  };
}

export type NotificationWatchdog = ReturnType<typeof createNotificationWatchdog>;

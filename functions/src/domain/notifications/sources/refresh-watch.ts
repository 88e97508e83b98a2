import { addDays, dayIn } from '#shared/insights/insights-formulas';
import { logger } from '../../../lib/logger';
import type { Clock } from '../../../ports/clock';
import type { InsightsStore } from '../../../ports/insights-store';
import type { NotificationSettingsStore } from '../../../ports/notifications';
import type { InsightsRefresh } from '../../meta/insights-refresh/insights-refresh';
import type { MetaAccess } from '../../meta/meta-access';
import type { WarehouseCredentialsStore } from '../../meta/revenue/warehouse-credentials-store';
import { effectiveSettings } from '../effective-settings';
import type { Notifier } from '../notifier';

/** The recent refresh's schedule (every 15 minutes); no success for twice that is stale. */
const REFRESH_EVERY_MS = 15 * 60_000;
const INSIGHTS_LINK = '/meta-campaign-insights';
const FAILED = 'insights-refresh-failed';
const STALE = 'insights-refresh-stale';

export interface RefreshWatchDeps {
  notifier: Notifier;
  store: Pick<InsightsStore, 'state' | 'revenueDays'>;
  metaAccess: Pick<MetaAccess, 'credentials' | 'client'>;
  /** The saved revenue warehouse (none saved: no revenue is expected). */
  warehouse: Pick<WarehouseCredentialsStore, 'read'>;
  /** The Notifications tab's settings: the hour (US Eastern) by which yesterday's revenue must be in. */
  settings: Pick<NotificationSettingsStore, 'get'>;
  clock: Clock;
}

const easternHour = (ms: number) =>
  Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(ms),
  );

/**
 * Stale when Meta is saved and no refresh has succeeded for twice its schedule: the refresh's own check
 * after a run that did not succeed, and the delivery schedule's, which notices a refresh that stopped
 * running at all.
 */
export async function checkRefreshStaleness(deps: RefreshWatchDeps): Promise<void> {
  if (!(await deps.metaAccess.credentials())) return;
  const { lastRefreshedAt } = await deps.store.state();
  // Before the first success there is nothing to go stale; a failing first run is told as a failure.
  if (!lastRefreshedAt) return;
  if (deps.clock.now() - Date.parse(lastRefreshedAt) <= 2 * REFRESH_EVERY_MS) return;
  await deps.notifier.raise({
    kind: 'insights_refresh',
    severity: 'warning',
    title: 'Campaign insights are stale',
    message: `No insights refresh has succeeded since ${lastRefreshedAt} (it runs every 15 minutes): the figures and the rules work on old data.`,
    link: INSIGHTS_LINK,
    conditionKey: STALE,
  });
}

/** Yesterday's (US Eastern) revenue must be in by the deadline hour, once the warehouse is saved. */
async function checkRevenue(deps: RefreshWatchDeps) {
  if (!(await deps.warehouse.read())) return;
  const nowMs = deps.clock.now();
  const yesterday = addDays(dayIn(nowMs), -1);
  const conditionKey = `revenue-missing#${yesterday}`;
  const rows = await deps.store.revenueDays({ since: yesterday, until: yesterday });
  if (rows.length > 0) {
    await deps.notifier.clear(conditionKey);
    return;
  }
  const deadline = effectiveSettings(await deps.settings.get()).revenueDeadlineHour;
  if (easternHour(nowMs) < deadline) return;
  await deps.notifier.raise({
    kind: 'revenue_missing',
    severity: 'warning',
    title: `Revenue for ${yesterday} has not arrived from the warehouse`,
    message: `By ${String(deadline).padStart(2, '0')}:00 US Eastern the warehouse had no revenue rows for ${yesterday}: ROI for that day shows no revenue until they arrive.`,
    link: INSIGHTS_LINK,
    conditionKey,
  });
}

/**
 * The scheduled refresh, telling the team what went wrong: a failed run (once until one succeeds), stale
 * insights, and yesterday's revenue missing at the deadline. None of these checks changes the refresh's
 * outcome: a failing check is logged. (The Meta token's health is the watchdog's: it costs Graph calls
 * the refresh's own budget does not have.)
 */
export function withRefreshNotifications(refresh: InsightsRefresh, deps: RefreshWatchDeps): InsightsRefresh {
  const { notifier } = deps;
  const safely = async (what: string, check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      logger.error(`Could not check ${what} after the insights refresh`, { error });
    }
  };
  return {
    async run(kind) {
      const outcome = await refresh.run(kind);
      if (outcome.status === 'busy') return outcome;
      if (outcome.status === 'done') {
        await Promise.all([notifier.clear(FAILED), notifier.clear(STALE)]);
        await safely('the revenue', () => checkRevenue(deps));
      } else {
        if (outcome.status === 'failed') {
          await notifier.raise({
            kind: 'insights_refresh',
            severity: 'error',
            title: 'The insights refresh failed',
            message: `${outcome.problem ?? 'The refresh stopped early.'}\nThe next run resumes where it stopped.`,
            link: INSIGHTS_LINK,
            conditionKey: FAILED,
          });
        }
        await safely('staleness', () => checkRefreshStaleness(deps));
      }
      return outcome;
    },
  };
}

import { withoutActPrefix } from '#shared/meta/ad-account-id';
import { accountDay, REVENUE_TIME_ZONE } from '#shared/time/account-time';
import type { InsightsStore } from '../../../ports/insights-store';

/** The day an ad account's caps count in (decisions 056 and 057). */
export type AccountDay = (accountId: string, nowMs: number) => Promise<string>;

/**
 * The ad account's own day, in the `timezone_name` the insights refresh keeps on its campaigns' snapshots
 * (decision 057); an account not refreshed yet counts in US Eastern, as its rules' windows do.
 */
export function snapshotAccountDay(insights: Pick<InsightsStore, 'snapshots'>): AccountDay {
  return async (accountId, nowMs) => {
    const snapshots = await insights.snapshots();
    const zoned = snapshots.find(
      (snapshot) => snapshot.timeZone && withoutActPrefix(snapshot.accountId) === withoutActPrefix(accountId),
    );
    return accountDay(zoned?.timeZone ?? REVENUE_TIME_ZONE, nowMs);
  };
}

/** Every account in US Eastern: the day of an account whose zone is not known yet. */
export const easternAccountDay: AccountDay = (_accountId, nowMs) =>
  Promise.resolve(accountDay(REVENUE_TIME_ZONE, nowMs));

import { addDays, type DayRange } from '#shared/insights/insights-formulas';
import type { RuleWindowDays } from '#shared/schemas/meta-rule-days';
import { RULE_WINDOW_DAYS, type RuleWindow } from '#shared/schemas/meta-rules';
import { accountDay, REVENUE_TIME_ZONE, zoneLabel } from '#shared/time/account-time';
import type { CampaignDay, CampaignSnapshot, RefreshState } from '../../../ports/insights-store';

/**
 * The days a window covers at `nowMs` in `timeZone`: an ad account's for Meta's figures, US Eastern (the
 * default) for the partner's revenue (decision 057).
 */
export function windowRange(window: RuleWindow, nowMs: number, timeZone = REVENUE_TIME_ZONE): DayRange {
  const { days, endsDaysAgo } = RULE_WINDOW_DAYS[window];
  const until = addDays(accountDay(timeZone, nowMs), -endsDaysAgo);
  return { since: addDays(until, -(days - 1)), until };
}

/**
 * The days of a window on each side (decision 057): per ad account zone, the range of Meta's days, and the
 * revenue's range in US Eastern; `read` spans them all, so one Query reads every account's days.
 */
export function windowSides(snapshots: CampaignSnapshot[], rangeIn: (timeZone: string) => DayRange) {
  const zoneOfAccount = new Map<string, string>();
  for (const snapshot of snapshots)
    if (snapshot.timeZone) zoneOfAccount.set(snapshot.accountId, snapshot.timeZone);
  const revenue = rangeIn(REVENUE_TIME_ZONE);
  const ranges = new Map([[REVENUE_TIME_ZONE, revenue]]);
  for (const zone of zoneOfAccount.values()) if (!ranges.has(zone)) ranges.set(zone, rangeIn(zone));
  const all = [...ranges.values()];
  const read = {
    since: all.map((range) => range.since).sort()[0] as string,
    until: all
      .map((range) => range.until)
      .sort()
      .at(-1) as string,
  };
  const zoneOf = (accountId: string | undefined) =>
    (accountId && zoneOfAccount.get(accountId)) || REVENUE_TIME_ZONE;
  const daysOf = (accountId: string | undefined): RuleWindowDays => {
    const timeZone = zoneOf(accountId);
    const meta = ranges.get(timeZone) as DayRange;
    return { meta: { ...meta, timeZone }, revenue: { ...revenue, timeZone: REVENUE_TIME_ZONE } };
  };
  const inWindow = (day: CampaignDay) => {
    const range = ranges.get(zoneOf(day.accountId)) as DayRange;
    return day.day >= range.since && day.day <= range.until;
  };
  return { read, revenue, zoneOf, daysOf, inWindow };
}

/** The scheduled refresh of today and yesterday runs every 15 minutes (AWS and the local timer alike). */
export const REFRESH_PERIOD_MS = 15 * 60_000;
/** A window that includes today wants figures at most two refresh periods old: one missed run is tolerated. */
export const TODAY_MAX_AGE_MS = 2 * REFRESH_PERIOD_MS;

const utcTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Why the store's figures are too old to act on for `window`, or undefined when they are fresh enough: a
 * window with today needs a refresh within the last 30 minutes; yesterday's needs one after yesterday ended
 * on both sides (the ad account's `timeZone` for Meta's day, US Eastern for the revenue's), so the whole day
 * is in. Before the first refresh there is nothing to act on.
 */
export function staleReason(
  window: RuleWindow,
  state: RefreshState,
  nowMs: number,
  timeZone = REVENUE_TIME_ZONE,
): string | undefined {
  const refreshed = state.lastRefreshedAt;
  if (!refreshed) return 'Skipped: stale data (the insights have not been refreshed yet)';
  const refreshedMs = Date.parse(refreshed);
  if (RULE_WINDOW_DAYS[window].endsDaysAgo === 0) {
    if (nowMs - refreshedMs <= TODAY_MAX_AGE_MS) return undefined;
    return (
      `Skipped: stale data (the insights were last refreshed at ${utcTime(refreshed)}, more than ` +
      `${TODAY_MAX_AGE_MS / 60_000} minutes ago)`
    );
  }
  const unfinished = [timeZone, REVENUE_TIME_ZONE].find(
    (zone) => accountDay(zone, refreshedMs) !== accountDay(zone, nowMs),
  );
  if (unfinished === undefined) return undefined;
  return (
    `Skipped: stale data (the insights were last refreshed at ${utcTime(refreshed)}, before yesterday ` +
    `ended in ${zoneLabel(unfinished)})`
  );
}

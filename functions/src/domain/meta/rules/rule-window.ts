import { addDays, type DayRange, dayIn } from '#shared/insights/insights-formulas';
import { RULE_WINDOW_DAYS, type RuleWindow } from '#shared/schemas/meta-rules';
import type { RefreshState } from '../../../ports/insights-store';

/** The US Eastern days a window covers at `nowMs` (the insights screen's days). */
export function windowRange(window: RuleWindow, nowMs: number): DayRange {
  const { days, endsDaysAgo } = RULE_WINDOW_DAYS[window];
  const until = addDays(dayIn(nowMs), -endsDaysAgo);
  return { since: addDays(until, -(days - 1)), until };
}

/** The scheduled refresh of today and yesterday runs every 15 minutes (AWS and the local timer alike). */
export const REFRESH_PERIOD_MS = 15 * 60_000;
/** A window that includes today wants figures at most two refresh periods old: one missed run is tolerated. */
export const TODAY_MAX_AGE_MS = 2 * REFRESH_PERIOD_MS;

const utcTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Why the store's figures are too old to act on for `window`, or undefined when they are fresh enough: a
 * window with today needs a refresh within the last 30 minutes; yesterday's needs one after yesterday ended
 * (US Eastern), so the whole day is in. Before the first refresh there is nothing to act on.
 */
export function staleReason(window: RuleWindow, state: RefreshState, nowMs: number): string | undefined {
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
  if (dayIn(refreshedMs) === dayIn(nowMs)) return undefined;
  return `Skipped: stale data (the insights were last refreshed at ${utcTime(refreshed)}, before yesterday ended)`;
}

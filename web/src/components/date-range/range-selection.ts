import type { DayRange } from '#shared/insights/insights-formulas';
import { addDays } from '#shared/insights/insights-formulas';
import { INSIGHTS_MAX_RANGE_DAYS } from '#shared/schemas/meta-insights';
import { formatDay } from '../../lib/format';

/**
 * A click on the calendar: without an open start it starts a one-day range there; with one it closes the
 * range, whichever side of the start the day is on.
 */
export function pickDay(anchor: string | undefined, day: string): { range: DayRange; anchor?: string } {
  if (anchor === undefined) return { range: { since: day, until: day }, anchor: day };
  return { range: anchor <= day ? { since: anchor, until: day } : { since: day, until: anchor } };
}

/** Why a range cannot be applied (the API's own limit), or undefined when it can. */
export const rangeProblem = ({ since, until }: DayRange) =>
  since <= addDays(until, -INSIGHTS_MAX_RANGE_DAYS)
    ? `The range must not be longer than ${INSIGHTS_MAX_RANGE_DAYS} days`
    : undefined;

/** The current range as text: `Nov 18, 2026 - Nov 24, 2026`, or one day alone. */
export const rangeText = ({ since, until }: DayRange) =>
  since === until ? formatDay(since) : `${formatDay(since)} - ${formatDay(until)}`;

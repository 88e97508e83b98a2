/**
 * An ad's fatigue signal (decision 042): its link CTR over its last 3 days of delivery against its first 7,
 * and how often the same people saw it lately. The campaign page shows it per ad; a "refresh creative"
 * rule or button replaces a worn ad.
 */

/** The ad's first days of delivery: its CTR while fresh. */
export const FATIGUE_FIRST_DAYS = 7;
/** Its latest days of delivery, compared with the first ones (never overlapping them). */
export const FATIGUE_RECENT_DAYS = 3;
/** Fatigued when the recent CTR is this many percent (or more) below the first days' CTR. */
export const FATIGUE_CTR_DROP_PERCENT = 25;
/**
 * Or when the recent frequency (impressions per person reached, a day) reaches this: the same people see
 * the ad three times a day, which is where click-through usually starts to fall.
 */
export const FATIGUE_FREQUENCY = 3;
/** A window with fewer impressions says too little about its CTR to call the ad fatigued. */
export const FATIGUE_MIN_IMPRESSIONS = 1_000;

/** One day of an ad's delivery, as the insights store keeps it. */
export interface AdDayFigures {
  day: string;
  impressions: number;
  reach: number;
  linkClicks: number;
}

export interface AdFatigue {
  /** Link CTR in percent over the ad's first 7 days of delivery; null until it has 7 days. */
  ctrFirst: number | null;
  /** Link CTR in percent over its last 3 days of delivery (after the first 7); null until then. */
  ctrRecent: number | null;
  /** The recent CTR against the first, in percent (−30 = 30 % lower); null while either is unknown. */
  ctrChangePercent: number | null;
  /** Impressions per person reached over the last 3 days of delivery (Meta's daily frequency, weighted by reach). */
  frequency: number | null;
  /** Days with delivery so far. */
  days: number;
  fatigued: boolean;
  /** Why it is (or is not) fatigued, in words for the chip's tooltip and the log. */
  reason: string;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const totals = (days: AdDayFigures[]) =>
  days.reduce(
    (sum, day) => ({
      impressions: sum.impressions + day.impressions,
      reach: sum.reach + day.reach,
      linkClicks: sum.linkClicks + day.linkClicks,
    }),
    { impressions: 0, reach: 0, linkClicks: 0 },
  );
const ctrOf = (sum: ReturnType<typeof totals>) =>
  sum.impressions > 0 ? (sum.linkClicks / sum.impressions) * 100 : null;

/** The signal from an ad's days (any order; days without impressions do not count as delivery). */
export function adFatigue(series: AdDayFigures[]): AdFatigue {
  const days = series.filter((day) => day.impressions > 0).sort((a, b) => a.day.localeCompare(b.day));
  const recentDays =
    days.length >= FATIGUE_FIRST_DAYS + FATIGUE_RECENT_DAYS ? days.slice(-FATIGUE_RECENT_DAYS) : [];
  const first = totals(days.length >= FATIGUE_FIRST_DAYS ? days.slice(0, FATIGUE_FIRST_DAYS) : []);
  const recent = totals(recentDays);
  const ctrFirst = ctrOf(first);
  const ctrRecent = ctrOf(recent);
  const change = ctrFirst && ctrRecent !== null ? ((ctrRecent - ctrFirst) / ctrFirst) * 100 : null;
  const frequency = recent.reach > 0 ? recent.impressions / recent.reach : null;
  const base = {
    ctrFirst: ctrFirst === null ? null : round(ctrFirst, 2),
    ctrRecent: ctrRecent === null ? null : round(ctrRecent, 2),
    ctrChangePercent: change === null ? null : round(change, 1),
    frequency: frequency === null ? null : round(frequency, 2),
    days: days.length,
  };
  const needed = FATIGUE_FIRST_DAYS + FATIGUE_RECENT_DAYS;
  if (days.length < needed)
    return {
      ...base,
      fatigued: false,
      reason: `Not enough data: ${days.length} of ${needed} days of delivery`,
    };
  if (first.impressions < FATIGUE_MIN_IMPRESSIONS || recent.impressions < FATIGUE_MIN_IMPRESSIONS)
    return {
      ...base,
      fatigued: false,
      reason: `Not enough data: fewer than ${FATIGUE_MIN_IMPRESSIONS.toLocaleString('en-US')} impressions in a window`,
    };
  const reasons: string[] = [];
  if (change !== null && change <= -FATIGUE_CTR_DROP_PERCENT)
    reasons.push(`CTR ${Math.abs(base.ctrChangePercent ?? 0)}% below its first ${FATIGUE_FIRST_DAYS} days`);
  if (frequency !== null && frequency >= FATIGUE_FREQUENCY)
    reasons.push(`frequency ${base.frequency} (${FATIGUE_FREQUENCY} or more)`);
  return reasons.length > 0
    ? { ...base, fatigued: true, reason: `Fatigued: ${reasons.join('; ')}` }
    : {
        ...base,
        fatigued: false,
        reason: `Not fatigued: CTR within ${FATIGUE_CTR_DROP_PERCENT}% of its first ${FATIGUE_FIRST_DAYS} days, frequency below ${FATIGUE_FREQUENCY}`,
      };
}

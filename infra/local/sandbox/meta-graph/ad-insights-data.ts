import { createHash } from 'node:crypto';
import { addDays, dayStartMs } from '#shared/insights/insights-formulas';
import type { StatusChange } from './meta-store';

/** One ad's figures for one day, as numbers (Graph sends them as strings). */
export interface AdDay {
  impressions: number;
  reach: number;
  inlineLinkClicks: number;
  spend: number;
}

/** An ad keeps its link CTR for its first week, then loses 6 % of it a day, down to 35 % of it. */
const FRESH_DAYS = 7;
const CTR_LOSS_PER_DAY = 0.06;
const CTR_FLOOR = 0.35;
/** The same people see it again: frequency starts near 1.15 and grows by 0.12 a day of the ad's life. */
const FREQUENCY_START = 1.15;
const FREQUENCY_PER_DAY = 0.12;

/** How much of its fresh CTR an ad keeps on the `age`-th day of its life (0 = the day it started). */
export function ctrKept(age: number): number {
  return Math.max(CTR_FLOOR, 1 - CTR_LOSS_PER_DAY * Math.max(0, age - FRESH_DAYS + 1));
}

/**
 * The sandbox's delivery of an ad on a day: a pure function of (ad id, date, the ad's age in days), so
 * tests can compute expected figures. CTR 1.2-2.2 % while fresh, worn down by `ctrKept`; frequency grows with
 * age (as Meta reports it per day: impressions over reach).
 */
export function adDayInsights(adId: string, date: string, age: number): AdDay {
  const hash = createHash('sha256').update(`ad|${adId}|${date}`).digest();
  const unit = (index: number) => hash.readUInt32BE(index * 4) / 2 ** 32;
  const impressions = 2_000 + Math.floor(unit(0) * 6_000);
  const ctr = (0.012 + unit(1) * 0.01) * ctrKept(age);
  const frequency = FREQUENCY_START + FREQUENCY_PER_DAY * age + unit(2) * 0.05;
  return {
    impressions,
    reach: Math.max(1, Math.round(impressions / frequency)),
    inlineLinkClicks: Math.round(impressions * ctr),
    spend: Math.round((impressions * (6 + unit(3) * 14)) / 10) / 100,
  };
}

/** The first day (in the account's time zone) an object was ACTIVE, by its status history. */
export function firstActiveDay(history: StatusChange[], timeZone: string): string | undefined {
  const first = [...history]
    .filter((change) => change.status === 'ACTIVE')
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[0];
  if (!first) return undefined;
  const at = Date.parse(first.at);
  // The day whose start is the last one at or before the first activation.
  let day = new Date(at).toISOString().slice(0, 10);
  while (dayStartMs(day, timeZone) > at) day = addDays(day, -1);
  while (dayStartMs(addDays(day, 1), timeZone) <= at) day = addDays(day, 1);
  return day;
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

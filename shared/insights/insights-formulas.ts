import { SCREEN_TIME_ZONE } from '../time/screen-time-zone';
import { zoneOffsetMs } from '../time/time-zone-offset';

/**
 * The insights figures (docs/contract.md#insights-formulas): CTR = clicks / impressions, CPC = spend /
 * clicks, CPM = spend per 1,000 impressions, ROI = revenue / spend as a percent, conversion rate =
 * conversions / clicks, revenue per conversion = revenue / conversions; money in USD with 2 decimals. A ratio
 * over zero is 0, never NaN or Infinity: a campaign without clicks has no cost per click to show.
 */
export const safeRatio = (numerator: number, denominator: number) =>
  denominator > 0 && Number.isFinite(numerator) ? numerator / denominator : 0;

/** Rounded to cents; the epsilon keeps 1.005 from rounding down through binary floating point. */
export const roundUsd = (amount: number) => Math.round((amount + Math.sign(amount) * 1e-9) * 100) / 100;

/** A percent as the row's text, two decimals: `2.35%`. */
export const percentText = (percent: number) => `${percent.toFixed(2)}%`;

export const ctrPercent = (clicks: number, impressions: number) => safeRatio(clicks, impressions) * 100;
export const costPerClick = (spend: number, clicks: number) => roundUsd(safeRatio(spend, clicks));
export const costPerMille = (spend: number, impressions: number) =>
  roundUsd(safeRatio(spend, impressions) * 1000);
export const roiPercent = (revenue: number, spend: number) => safeRatio(revenue, spend) * 100;
export const conversionRatePercent = (conversions: number, clicks: number) =>
  safeRatio(conversions, clicks) * 100;
export const revenuePerConversion = (revenue: number, conversions: number) =>
  roundUsd(safeRatio(revenue, conversions));
export const costPerResult = (spend: number, results: number) => roundUsd(safeRatio(spend, results));

/**
 * The keyword of a campaign named `{product}_{keyword}_{suffix}` (`kw_hiking_boots_00042` -> `hiking boots`);
 * undefined for a name of another form (a campaign made outside the product).
 */
export function keywordOfCampaignName(name: string): string | undefined {
  const parts = name.split('_');
  if (parts.length < 3) return undefined;
  const keyword = parts.slice(1, -1).join(' ').trim();
  return keyword === '' ? undefined : keyword;
}

/** The insights screens' days are US Eastern (EST/EDT), whatever the server's zone. */
export const INSIGHTS_TIME_ZONE = SCREEN_TIME_ZONE;

export interface DayRange {
  since: string;
  until: string;
}

export type InsightsPreset = 'today' | 'yesterday' | 'last7' | 'last30';

/** The range presets in the order the screen lists them, with their labels. */
export const INSIGHTS_PRESETS: readonly { value: InsightsPreset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7', label: 'Last 7 Days' },
  { value: 'last30', label: 'Last 30 Days' },
];

/** The calendar day (`yyyy-MM-dd`) at instant `ms` in `timeZone`. */
export const dayIn = (ms: number, timeZone = INSIGHTS_TIME_ZONE) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    ms,
  );

/** `day` moved by `days` calendar days (a calendar step, so 23- and 25-hour DST days count as one). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Every day from `since` to `until`, both included. */
export function daysOf({ since, until }: DayRange): string[] {
  const days: string[] = [];
  for (let day = since; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The presets in US Eastern time (docs/contract.md#campaign-insights): last 7 days is today minus 6, last 30
 * days today minus 29.
 */
export function presetRange(preset: InsightsPreset, nowMs: number): DayRange {
  const today = dayIn(nowMs);
  if (preset === 'today') return { since: today, until: today };
  if (preset === 'yesterday') {
    const yesterday = addDays(today, -1);
    return { since: yesterday, until: yesterday };
  }
  return { since: addDays(today, preset === 'last7' ? -6 : -29), until: today };
}

/** The UTC instant `day` begins in `timeZone` (05:00Z in EST, 04:00Z in EDT). */
export function dayStartMs(day: string, timeZone = INSIGHTS_TIME_ZONE): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the offset at the real start on a switch day.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

/** The number of hours in `day` in `timeZone`: 23 when clocks spring forward, 25 when they fall back. */
export const hoursInDay = (day: string, timeZone = INSIGHTS_TIME_ZONE) =>
  (dayStartMs(addDays(day, 1), timeZone) - dayStartMs(day, timeZone)) / 3_600_000;

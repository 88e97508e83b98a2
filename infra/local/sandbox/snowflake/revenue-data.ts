import { createHash } from 'node:crypto';
import { addDays, dayStartMs } from '#shared/insights/insights-formulas';
import { adsetName } from '#shared/meta/adset-names';

const HOUR_MS = 3_600_000;

/** The ad set names (channels) the sandbox reports revenue for: the first 50 of the pool. */
export const SANDBOX_CAMPAIGN_CHANNELS = Array.from({ length: 50 }, (_, index) => adsetName(index + 1));
/** Channels that match no campaign: the insights' 'Snowflake Only' rows. */
export const SANDBOX_UNMATCHED_CHANNELS = ['newsletter', 'organic_search', 'partner_referral'];
export const SANDBOX_CHANNELS = [...SANDBOX_CAMPAIGN_CHANNELS, ...SANDBOX_UNMATCHED_CHANNELS];

export interface SandboxRevenueRow {
  /** `YYYY-MM-DD`. */
  day: string;
  channel: string;
  /** Dollars with cents. */
  revenue: number;
  conversions: number;
  pageViews: number;
  sessions: number;
}

/** A row as the warehouse holds it at some time: with whether the partner has settled it (`IS_FINAL`). */
export type SandboxWarehouseRow = SandboxRevenueRow & { final: boolean };

/**
 * The sandbox warehouse's figures for one channel and day: a pure function of the two (hashed), so tests
 * compute the totals they expect. Sessions ≤ page views, conversions ≤ sessions, revenue ~$40 per conversion.
 */
export function sandboxRevenue(channel: string, day: string): SandboxRevenueRow {
  const digest = createHash('sha256').update(`${channel}|${day}`).digest();
  const sessions = 20 + (digest.readUInt16BE(0) % 480);
  const pageViews = sessions + (digest.readUInt16BE(2) % (sessions * 2));
  const conversions = digest.readUInt16BE(4) % (Math.floor(sessions / 20) + 1);
  const revenueCents = conversions * (2_000 + (digest.readUInt16BE(6) % 4_000));
  return { day, channel, revenue: revenueCents / 100, conversions, pageViews, sessions };
}

/** The share of its final revenue a day reports when it starts; it grows to all of it when settled. */
const FIRST_SHARE = 0.55;

/**
 * When the partner settles a day: at noon (US Eastern) the day after, so today's revenue and yesterday's
 * until noon are estimates, and a rule over yesterday sees its day settle at a known time.
 */
export const sandboxSettledAt = (day: string) => dayStartMs(addDays(day, 1)) + 12 * HOUR_MS;

/**
 * What the warehouse reports for a channel and day at `nowMs`: until the day is settled its revenue is an
 * estimate that grows, an hour at a time, from 55% toward the final figure (`sandboxRevenue`), and its
 * flag says not final; settled, it is the final figure. Hourly steps keep a refresh's answer and a test's
 * expectation equal within the same hour.
 */
export function sandboxRevenueAt(channel: string, day: string, nowMs: number): SandboxWarehouseRow {
  const settled = sandboxRevenue(channel, day);
  const settledAt = sandboxSettledAt(day);
  if (nowMs >= settledAt) return { ...settled, final: true };
  const start = dayStartMs(day);
  const hours = Math.max(0, Math.floor((nowMs - start) / HOUR_MS));
  const share = FIRST_SHARE + ((1 - FIRST_SHARE) * hours * HOUR_MS) / (settledAt - start);
  return { ...settled, revenue: Math.round(settled.revenue * share * 100) / 100, final: false };
}

const DAY_MS = 86_400_000;

/** Every `YYYY-MM-DD` from `since` to `until`, both included. */
export function daysBetween(since: string, until: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${since}T00:00:00Z`); time <= Date.parse(`${until}T00:00:00Z`); time += DAY_MS)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** The revenue query's answer at `nowMs`: one row per day and channel, ordered by day then channel. */
export function sandboxRevenueRows(since: string, until: string, nowMs = Date.now()): SandboxWarehouseRow[] {
  return daysBetween(since, until).flatMap((day) =>
    [...SANDBOX_CHANNELS].sort().map((channel) => sandboxRevenueAt(channel, day, nowMs)),
  );
}

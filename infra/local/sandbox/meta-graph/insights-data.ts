import { createHash } from 'node:crypto';
import type { StatusChange } from './meta-store';

/** One campaign's figures for one day, as numbers (Graph sends them as strings). */
export interface CampaignDay {
  /** In the account currency's units, two decimals. */
  spend: number;
  impressions: number;
  reach: number;
  clicks: number;
  inlineLinkClicks: number;
  landingPageViews: number;
  purchases: number;
  leads: number;
}

/**
 * The sandbox's delivery of a campaign on a day: a pure function of (campaign id, date), so tests can
 * compute expected totals. CPM 6-20, CTR 0.8-3 %, 60-90 % of clicks on the link, a few leads and purchases.
 */
export function campaignDayInsights(campaignId: string, date: string): CampaignDay {
  const hash = createHash('sha256').update(`${campaignId}|${date}`).digest();
  const unit = (index: number) => hash.readUInt32BE(index * 4) / 2 ** 32;
  const impressions = 1_000 + Math.floor(unit(0) * 19_000);
  const clicks = Math.round(impressions * (0.008 + unit(1) * 0.022));
  const inlineLinkClicks = Math.round(clicks * (0.6 + unit(2) * 0.3));
  const spendCents = Math.round((impressions * (6 + unit(3) * 14)) / 10);
  return {
    spend: spendCents / 100,
    impressions,
    reach: Math.round(impressions * (0.7 + unit(4) * 0.25)),
    clicks,
    inlineLinkClicks,
    landingPageViews: Math.round(inlineLinkClicks * (0.7 + unit(5) * 0.25)),
    purchases: Math.floor(inlineLinkClicks * unit(6) * 0.05),
    leads: Math.floor(inlineLinkClicks * unit(7) * 0.1),
  };
}

/** How far `timeZone` is ahead of UTC at `utcMs`. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The UTC instant a day (`YYYY-MM-DD`) starts in `timeZone`. */
export function zonedDayStart(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(first, timeZone);
}

/** Today's date in `timeZone`, `YYYY-MM-DD`. */
export const zonedToday = (timeZone: string, now = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** `date` moved by `days`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Whether a campaign delivered on a day: it existed and was ACTIVE at some moment of that day (in the
 * account's time zone), and the day has begun.
 */
export function campaignRanOn(history: StatusChange[], date: string, timeZone: string, now = Date.now()) {
  const start = zonedDayStart(date, timeZone);
  const end = zonedDayStart(addDays(date, 1), timeZone);
  if (start > now) return false;
  const changes = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const before = changes.filter((change) => Date.parse(change.at) <= start).pop();
  if (before?.status === 'ACTIVE') return true;
  return changes.some((change) => {
    const at = Date.parse(change.at);
    return change.status === 'ACTIVE' && at > start && at < end && at <= now;
  });
}

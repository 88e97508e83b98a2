import { createHash } from 'node:crypto';
import { addDays, dayStartMs } from '#shared/insights/insights-formulas';
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

/**
 * Whether a campaign delivered on a day: it existed and was ACTIVE at some moment of that day (in the
 * account's time zone), and the day has begun.
 */
export function campaignRanOn(history: StatusChange[], date: string, timeZone: string, now: number) {
  const start = dayStartMs(date, timeZone);
  const end = dayStartMs(addDays(date, 1), timeZone);
  if (start > now) return false;
  const changes = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const before = changes.filter((change) => Date.parse(change.at) <= start).pop();
  if (before?.status === 'ACTIVE') return true;
  return changes.some((change) => {
    const at = Date.parse(change.at);
    return change.status === 'ACTIVE' && at > start && at < end && at <= now;
  });
}

import { ctrPercent, type DayRange, roiPercent } from '#shared/insights/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import type { RuleWindowDays } from '#shared/schemas/meta-rule-days';
import type { RuleFigures } from '#shared/schemas/meta-rule-runs';
import { RULE_METRICS } from '#shared/schemas/meta-rules';
import type {
  CampaignDay,
  CampaignSnapshot,
  ChannelRevenueDay,
  InsightsStore,
} from '../../../ports/insights-store';
import { enrichInsights } from '../insights-refresh/enrich-insights';
import { windowSides } from './rule-window';

/** Percent figures compare as the insights screen shows them: two decimals. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * A campaign's figures as a rule reads them, from its insights row over the window (the same formulas and
 * the same join of revenue through the channel). A ratio without a denominator is null, not 0: a campaign
 * with no spend has no ROI, and "ROI below 80" must not hold for it.
 */
export function figuresOf(row: EnrichedInsight): RuleFigures {
  return {
    spend: row.spend,
    revenue: row.revenue,
    roi: row.spend > 0 ? twoDecimals(roiPercent(row.revenue, row.spend)) : null,
    cpc: row.clicks > 0 ? row.cpc : null,
    ctr: row.impressions > 0 ? twoDecimals(ctrPercent(row.clicks, row.impressions)) : null,
    conversions: row.conversions,
    results: row.results,
    cost_per_result: row.results > 0 ? row.cost_per_result : null,
  };
}

/** A campaign that delivered nothing in the window: nothing spent, no ratio. */
export const idleFigures = (): RuleFigures => ({
  spend: 0,
  revenue: 0,
  roi: null,
  cpc: null,
  ctr: null,
  conversions: 0,
  results: 0,
  cost_per_result: null,
});

/** A campaign the store does not know: no figure at all. */
export const unknownFigures = (): RuleFigures =>
  Object.fromEntries(RULE_METRICS.map((metric) => [metric, null])) as RuleFigures;

export interface WindowCampaign {
  campaignId: string;
  name: string;
  /** Over every day of the window, estimated revenue included. */
  figures: RuleFigures;
  /** Over the window's days whose revenue is final (the estimated days' spend left out too). */
  finalFigures: RuleFigures;
  snapshot?: CampaignSnapshot;
  /** The window's days whose revenue for the campaign's channel is still an estimate, in order. */
  estimatedDays: string[];
  /** The ad account's time zone (US Eastern when not known yet): its hours and Meta's days. */
  timeZone: string;
  /** The days read on each side: Meta's in the account's zone, the revenue's in US Eastern (if in the store). */
  windowDays?: RuleWindowDays;
}

/** Per channel, the days of `revenue` that are still estimates, in order. */
function estimatedDaysByChannel(revenue: ChannelRevenueDay[]): Map<string, string[]> {
  const byChannel = new Map<string, string[]>();
  for (const row of revenue)
    if (!row.final) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row.day]);
  for (const days of byChannel.values()) days.sort();
  return byChannel;
}

/**
 * Every campaign the store knows (its current snapshots, plus any that delivered in the window without
 * one) with its figures over the window (`rangeIn` a time zone: Meta's days in each ad account's zone,
 * revenue in US Eastern), and over the window's final days, read from the store only: never waits on Meta
 * or the warehouse.
 */
export async function readWindowCampaigns(
  store: Pick<InsightsStore, 'campaignDays' | 'revenueDays'>,
  snapshots: CampaignSnapshot[],
  rangeIn: (timeZone: string) => DayRange,
): Promise<Map<string, WindowCampaign>> {
  const sides = windowSides(snapshots, rangeIn);
  const [stored, revenue] = await Promise.all([
    store.campaignDays(sides.read),
    store.revenueDays(sides.revenue),
  ]);
  const days = stored.filter(sides.inWindow);
  const bySnapshot = new Map(snapshots.map((snapshot) => [snapshot.campaignId, snapshot]));
  const estimated = estimatedDaysByChannel(revenue);
  const estimatedOf = (channel: string | null | undefined) => (channel && estimated.get(channel)) || [];
  const isEstimated = (day: CampaignDay) =>
    estimatedOf(bySnapshot.get(day.campaignId)?.channel).includes(day.day);
  const all = enrichInsights({ days, revenue, snapshots }).insights;
  const settled = enrichInsights({
    days: days.filter((day) => !isEstimated(day)),
    revenue: revenue.filter((row) => row.final),
    snapshots,
  }).insights;
  const finalOf = new Map(settled.map((row) => [row.campaign_id, figuresOf(row)]));

  const campaigns = new Map<string, WindowCampaign>();
  for (const snapshot of snapshots)
    campaigns.set(snapshot.campaignId, {
      campaignId: snapshot.campaignId,
      name: snapshot.name,
      figures: idleFigures(),
      finalFigures: idleFigures(),
      snapshot,
      estimatedDays: estimatedOf(snapshot.channel),
      timeZone: sides.zoneOf(snapshot.accountId),
      windowDays: sides.daysOf(snapshot.accountId),
    });
  const delivered = new Set(days.map((day) => day.campaignId));
  const accountOf = new Map(days.map((day) => [day.campaignId, day.accountId]));
  const accountIdOf = (id: string) => bySnapshot.get(id)?.accountId ?? accountOf.get(id);
  for (const row of all) {
    // The unmatched revenue row is no campaign: it has no snapshot and no delivery.
    if (!bySnapshot.has(row.campaign_id) && !delivered.has(row.campaign_id)) continue;
    campaigns.set(row.campaign_id, {
      campaignId: row.campaign_id,
      name: row.campaign_name,
      figures: figuresOf(row),
      finalFigures: finalOf.get(row.campaign_id) ?? idleFigures(),
      snapshot: bySnapshot.get(row.campaign_id),
      estimatedDays: estimatedOf(bySnapshot.get(row.campaign_id)?.channel ?? row.channel),
      timeZone: sides.zoneOf(accountIdOf(row.campaign_id)),
      windowDays: sides.daysOf(accountIdOf(row.campaign_id)),
    });
  }
  return campaigns;
}

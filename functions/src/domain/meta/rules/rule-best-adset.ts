import { ctrPercent, type DayRange, roiPercent, roundUsd } from '#shared/insights/insights-formulas';
import type { RuleCondition } from '#shared/schemas/meta-rules';
import type { ChannelRevenueDay } from '../../../ports/insights-store';
import { adAccountPath, type MetaGraphClient } from '../../../ports/meta-graph';

/** An ad set's figures over the rule's window, as far as they can be had per ad set. */
export interface AdsetFigures {
  adsetId: string;
  adsetName: string;
  spend: number;
  revenue: number;
  conversions: number;
  impressions: number;
  clicks: number;
}

interface AdRow {
  adset_id?: string;
  adset_name?: string;
  spend?: string;
  impressions?: string;
  inline_link_clicks?: string;
}

const count = (value: string | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/**
 * The campaign's ad sets over `range`: Meta's spend, impressions and link clicks summed from its ad rows
 * (`act_X/insights?level=ad`, one row per ad over the range: the sum of an ad set's ads is its own row),
 * and the warehouse's revenue and conversions of each ad set's channel (its name, as for campaigns).
 */
export async function adsetFigures(
  client: MetaGraphClient,
  accountId: string,
  campaignId: string,
  range: DayRange,
  revenue: ChannelRevenueDay[],
): Promise<AdsetFigures[]> {
  const rows = client.paginate<AdRow>(`${adAccountPath(accountId)}/insights`, {
    level: 'ad',
    time_range: range,
    filtering: [{ field: 'campaign.id', operator: 'IN', value: [campaignId] }],
    fields: 'adset_id,adset_name,spend,impressions,inline_link_clicks',
    limit: 500,
  });
  const byAdset = new Map<string, AdsetFigures>();
  for await (const row of rows) {
    if (!row.adset_id) continue;
    const adset = byAdset.get(row.adset_id) ?? {
      adsetId: row.adset_id,
      adsetName: row.adset_name ?? '',
      spend: 0,
      revenue: 0,
      conversions: 0,
      impressions: 0,
      clicks: 0,
    };
    adset.spend = roundUsd(adset.spend + count(row.spend));
    adset.impressions += count(row.impressions);
    adset.clicks += count(row.inline_link_clicks);
    byAdset.set(row.adset_id, adset);
  }
  for (const adset of byAdset.values())
    for (const day of revenue)
      if (day.channel === adset.adsetName) {
        adset.revenue = roundUsd(adset.revenue + day.revenue);
        adset.conversions += day.conversions;
      }
  return [...byAdset.values()];
}

/** The metrics an ad set can be ranked by; results are Meta's per-campaign optimisation figures only. */
const RANKED: Partial<Record<RuleCondition['metric'], (a: AdsetFigures) => number | null>> = {
  spend: (a) => a.spend,
  revenue: (a) => a.revenue,
  conversions: (a) => a.conversions,
  roi: (a) => (a.spend > 0 ? roiPercent(a.revenue, a.spend) : null),
  cpc: (a) => (a.clicks > 0 ? a.spend / a.clicks : null),
  ctr: (a) => (a.impressions > 0 ? ctrPercent(a.clicks, a.impressions) : null),
};

/**
 * The best ad set by the rule's first condition: the highest figure when the condition asks for more than
 * a value (`gt`, `gte`), the lowest when it asks for less. A metric without per-ad-set figures (results,
 * cost per result) ranks by ROI. Ad sets without the figure come last; ties keep Meta's order.
 */
export function bestAdset(adsets: AdsetFigures[], condition: RuleCondition): AdsetFigures | undefined {
  const figure = RANKED[condition.metric] ?? RANKED.roi!;
  const higher = RANKED[condition.metric] === undefined || condition.operator.startsWith('g');
  let best: { adset: AdsetFigures; value: number } | undefined;
  for (const adset of adsets) {
    const value = figure(adset);
    if (value === null) continue;
    if (!best || (higher ? value > best.value : value < best.value)) best = { adset, value };
  }
  return best?.adset ?? adsets[0];
}

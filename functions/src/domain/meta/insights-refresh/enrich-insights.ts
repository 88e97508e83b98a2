import {
  conversionRatePercent,
  costPerClick,
  costPerMille,
  costPerResult,
  ctrPercent,
  keywordOfCampaignName,
  percentText,
  revenuePerConversion,
  roiPercent,
  roundUsd,
} from '#shared/insights/insights-formulas';
import {
  UNMATCHED_REVENUE_ID,
  UNMATCHED_REVENUE_NAME,
  UNMATCHED_REVENUE_STATUS,
} from '#shared/insights/unmatched-revenue';
import { CAMPAIGN_BID_STRATEGIES } from '#shared/meta/options/bid-strategies';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import type { CampaignDay, CampaignSnapshot, ChannelRevenueDay } from '../../../ports/insights-store';
import type { CampaignAiCost } from '../../economics/campaign-ai-costs';
import { netRoiText } from '../../economics/net-roi';

interface Totals {
  spend: number;
  impressions: number;
  clicks: number;
  linkClicks: number;
  results: number;
  conversions: number;
}

interface Revenue {
  revenue: number;
  /** The part of `revenue` from days not final yet. */
  estimated: number;
  conversions: number;
  pageViews: number;
  sessions: number;
}

const noRevenue = (): Revenue => ({ revenue: 0, estimated: 0, conversions: 0, pageViews: 0, sessions: 0 });

function addRevenue(total: Revenue, row: Revenue) {
  total.revenue += row.revenue;
  total.estimated += row.estimated;
  total.conversions += row.conversions;
  total.pageViews += row.pageViews;
  total.sessions += row.sessions;
}

/**
 * localeCompare's order; one collator, since localeCompare builds one per call (slow over thousands of
 * rows), made on first use: creating it loads ICU's collation data, about 6 ms of every cold start of the
 * functions that bundle this (decision 061).
 */
let collator: Intl.Collator | undefined;
const byName = (a: string, b: string) => {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
};

/** Meta's bid strategy as the screens name it (LOWEST_COST, COST_CAP, BID_CAP). */
const bidStrategyLabel = (strategy: string | undefined) =>
  strategy ? (CAMPAIGN_BID_STRATEGIES.find((option) => option.meta === strategy)?.label ?? strategy) : '';

function row(
  base: Pick<
    EnrichedInsight,
    'campaign_id' | 'campaign_name' | 'keyword' | 'channel' | 'status' | 'objective'
  > &
    Pick<EnrichedInsight, 'bid_strategy' | 'bid_cap' | 'daily_budget'>,
  totals: Totals,
  revenue: Revenue | undefined,
  aiCost?: CampaignAiCost,
): EnrichedInsight {
  const spend = roundUsd(totals.spend);
  const money = revenue ? roundUsd(revenue.revenue) : 0;
  // The warehouse's conversions go with its revenue; without warehouse rows, Meta's pixel count stands in.
  const conversions = revenue ? revenue.conversions : totals.conversions;
  return {
    ...base,
    spend,
    impressions: totals.impressions,
    clicks: totals.clicks,
    link_clicks: totals.linkClicks,
    ctr: percentText(ctrPercent(totals.clicks, totals.impressions)),
    cpc: costPerClick(spend, totals.clicks),
    cpm: costPerMille(spend, totals.impressions),
    results: totals.results,
    cost_per_result: costPerResult(spend, totals.results),
    revenue: money,
    estimated_revenue: revenue ? roundUsd(revenue.estimated) : 0,
    roi: percentText(roiPercent(money, spend)),
    keyword_id: aiCost?.keywordId ?? null,
    ai_cost: aiCost?.aiCost ?? null,
    net_roi: aiCost ? netRoiText(money, spend, aiCost.aiCost) : null,
    ...(aiCost?.copyOf && {
      copy_of: { campaign_id: aiCost.copyOf.campaignId, campaign_name: aiCost.copyOf.campaignName },
    }),
    conversions,
    conversion_rate: percentText(conversionRatePercent(conversions, totals.clicks)),
    revenue_per_conversion: revenuePerConversion(money, conversions),
    page_views: revenue?.pageViews ?? 0,
    sessions: revenue?.sessions ?? 0,
  };
}

/**
 * Joins a range's campaign days and warehouse rows through the channel: each campaign's ad set name is the
 * key the warehouse reports. Revenue on a channel of no campaign delivering in the range becomes the single
 * 'Revenue from non-matching campaigns' row. Rows by spend, highest first; the unmatched row last.
 */
export function enrichInsights(input: {
  days: CampaignDay[];
  revenue: ChannelRevenueDay[];
  snapshots: CampaignSnapshot[];
  /** Created campaigns' keywords and AI cost shares by Meta's campaign id (decision 022). */
  aiCosts?: ReadonlyMap<string, CampaignAiCost>;
}): { insights: EnrichedInsight[]; totalRevenue: number; estimatedRevenue: number } {
  const snapshots = new Map(input.snapshots.map((snapshot) => [snapshot.campaignId, snapshot]));
  const campaigns = new Map<string, { name: string; totals: Totals }>();
  for (const day of input.days) {
    const entry = campaigns.get(day.campaignId) ?? {
      name: day.campaignName,
      totals: { spend: 0, impressions: 0, clicks: 0, linkClicks: 0, results: 0, conversions: 0 },
    };
    entry.totals.spend += day.spend;
    entry.totals.impressions += day.impressions;
    entry.totals.clicks += day.clicks;
    entry.totals.linkClicks += day.linkClicks;
    entry.totals.results += day.results;
    entry.totals.conversions += day.conversions;
    campaigns.set(day.campaignId, entry);
  }
  const byChannel = new Map<string, Revenue>();
  for (const revenueRow of input.revenue) {
    const total = byChannel.get(revenueRow.channel) ?? noRevenue();
    addRevenue(total, { ...revenueRow, estimated: revenueRow.final ? 0 : revenueRow.revenue });
    byChannel.set(revenueRow.channel, total);
  }
  const matched = new Set<string>();
  const insights = [...campaigns.entries()].map(([campaignId, { name, totals }]) => {
    const snapshot = snapshots.get(campaignId);
    const channel = snapshot?.channel;
    if (channel) matched.add(channel);
    const campaignName = snapshot?.name ?? name;
    return row(
      {
        campaign_id: campaignId,
        campaign_name: campaignName,
        keyword: keywordOfCampaignName(campaignName) ?? null,
        channel: channel ?? null,
        status: snapshot?.status ?? '',
        objective: snapshot?.objective ?? '',
        bid_strategy: bidStrategyLabel(snapshot?.bidStrategy),
        bid_cap: snapshot?.bidCap ?? null,
        daily_budget: snapshot?.dailyBudget ?? null,
      },
      totals,
      channel ? byChannel.get(channel) : undefined,
      input.aiCosts?.get(campaignId),
    );
  });
  insights.sort((a, b) => b.spend - a.spend || byName(a.campaign_name, b.campaign_name));

  const unmatched = noRevenue();
  let anyUnmatched = false;
  for (const [channel, revenue] of byChannel) {
    if (matched.has(channel)) continue;
    anyUnmatched = true;
    addRevenue(unmatched, revenue);
  }
  if (anyUnmatched) {
    insights.push(
      row(
        {
          campaign_id: UNMATCHED_REVENUE_ID,
          campaign_name: UNMATCHED_REVENUE_NAME,
          keyword: null,
          channel: null,
          status: UNMATCHED_REVENUE_STATUS,
          objective: '',
          bid_strategy: '',
          bid_cap: null,
          daily_budget: null,
        },
        { spend: 0, impressions: 0, clicks: 0, linkClicks: 0, results: 0, conversions: 0 },
        unmatched,
      ),
    );
  }
  const totalRevenue = roundUsd(input.revenue.reduce((total, revenueRow) => total + revenueRow.revenue, 0));
  const estimatedRevenue = roundUsd(
    input.revenue.reduce((total, revenueRow) => total + (revenueRow.final ? 0 : revenueRow.revenue), 0),
  );
  return { insights, totalRevenue, estimatedRevenue };
}

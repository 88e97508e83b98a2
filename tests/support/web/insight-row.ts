import type { EnrichedInsight } from '#shared/schemas/meta-insights';

/** An enriched insight row for component and unit tests: a quiet campaign, with `changes` on top. */
export function insightRow(campaign_id: string, changes: Partial<EnrichedInsight>): EnrichedInsight {
  return {
    campaign_id,
    campaign_name: `kw_${campaign_id}_00001`,
    keyword: campaign_id,
    channel: null,
    status: 'ACTIVE',
    objective: 'OUTCOME_SALES',
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    bid_cap: null,
    daily_budget: 10,
    spend: 0,
    impressions: 0,
    clicks: 0,
    link_clicks: 0,
    ctr: '0.00%',
    cpc: 0,
    cpm: 0,
    results: 0,
    cost_per_result: 0,
    revenue: 0,
    roi: '0.00%',
    estimated_revenue: 0,
    keyword_id: null,
    ai_cost: null,
    net_roi: null,
    conversions: 0,
    conversion_rate: '0.00%',
    revenue_per_conversion: 0,
    page_views: 0,
    sessions: 0,
    ...changes,
  };
}

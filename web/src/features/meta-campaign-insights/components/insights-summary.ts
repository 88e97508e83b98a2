import { costPerClick, ctrPercent, roiPercent, roundUsd } from '#shared/insights/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';

export interface InsightsSummary {
  spend: number;
  impressions: number;
  clicks: number;
  revenue: number;
  /** The part of `revenue` not final yet. */
  estimatedRevenue: number;
  roi: number;
  conversions: number;
  ctr: number;
  cpc: number;
  pageViews: number;
  sessions: number;
}

/** The summary cards over the rows shown: sums, and the ratios from the sums (never an average of ratios). */
export function summarizeInsights(rows: readonly EnrichedInsight[]): InsightsSummary {
  const sum = (pick: (row: EnrichedInsight) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const spend = roundUsd(sum((row) => row.spend));
  const revenue = roundUsd(sum((row) => row.revenue));
  const impressions = sum((row) => row.impressions);
  const clicks = sum((row) => row.clicks);
  return {
    spend,
    impressions,
    clicks,
    revenue,
    estimatedRevenue: roundUsd(sum((row) => row.estimated_revenue)),
    roi: roiPercent(revenue, spend),
    conversions: sum((row) => row.conversions),
    ctr: ctrPercent(clicks, impressions),
    cpc: costPerClick(spend, clicks),
    pageViews: sum((row) => row.page_views),
    sessions: sum((row) => row.sessions),
  };
}

import { filterInsights } from '#shared/insights/insights-filter';
import { daysOf, roiPercent, roundUsd } from '#shared/insights/insights-formulas';
import type {
  DailyInsightsQuery,
  DailyInsightsResponse,
  EnrichedInsight,
  EnrichedInsightsQuery,
  EnrichedInsightsResponse,
  InsightsReadQuery,
} from '#shared/schemas/meta-insights';
import type { RevenueEstimatesResponse } from '#shared/schemas/revenue-estimates';
import type { InsightsStore } from '../../../ports/insights-store';
import type { CampaignAiCosts } from '../../economics/campaign-ai-costs';
import type { CampaignSites } from '../campaign-sites';
import { enrichInsights } from './enrich-insights';
import { revenueEstimates } from './revenue-estimates';

export interface EnrichedInsights {
  /**
   * The range's rows from the store alone: never waits on Meta or the warehouse. With a site, only its
   * campaigns' rows, and the totals theirs (the unmatched revenue belongs to no site).
   */
  read(range: InsightsReadQuery): Promise<EnrichedInsightsResponse>;
  /**
   * Each day's spend, revenue and ROI over the rows the search and status keep, from one read of the same
   * store: each day joined on its own, as a one-day range would be.
   */
  daily(query: DailyInsightsQuery): Promise<DailyInsightsResponse>;
  /** Per day, how far the first estimate of its revenue was from the revenue now (decision 039). */
  estimates(range: EnrichedInsightsQuery): Promise<RevenueEstimatesResponse>;
}

function groupByDay<T extends { day: string }>(rows: T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.day);
    if (group) group.push(row);
    else groups.set(row.day, [row]);
  }
  return groups;
}

export function createEnrichedInsights(
  store: InsightsStore,
  aiCosts?: Pick<CampaignAiCosts, 'byCampaign'>,
  sites?: Pick<CampaignSites, 'byCampaign'>,
): EnrichedInsights {
  /** Keeps the rows of one site's campaigns; keeps every row without a site. */
  async function siteRows(site: string | undefined) {
    if (site === undefined) return (rows: EnrichedInsight[]) => rows;
    const siteOf = (await sites?.byCampaign()) ?? new Map<string, string>();
    return (rows: EnrichedInsight[]) => rows.filter((row) => siteOf.get(row.campaign_id) === site);
  }
  const sum = (rows: EnrichedInsight[], field: 'revenue' | 'estimated_revenue') =>
    roundUsd(rows.reduce((total, row) => total + row[field], 0));

  return {
    async read(range) {
      const campaignDays = store.campaignDays(range);
      const [days, revenue, snapshots, state, campaignAiCosts] = await Promise.all([
        campaignDays,
        store.revenueDays(range),
        store.snapshots(),
        store.state(),
        // Only the keywords of campaigns delivering in the range are read, beside the other reads.
        campaignDays.then((rows) => aiCosts?.byCampaign(new Set(rows.map((row) => row.campaignId)))),
      ]);
      const enriched = enrichInsights({ days, revenue, snapshots, aiCosts: campaignAiCosts });
      const insights = (await siteRows(range.site))(enriched.insights);
      return {
        ...(range.site === undefined
          ? enriched
          : {
              insights,
              totalRevenue: sum(insights, 'revenue'),
              estimatedRevenue: sum(insights, 'estimated_revenue'),
            }),
        lastRefreshedAt: state.lastRefreshedAt ?? null,
        refreshPending: state.pending.length > 0,
        refreshProblem: state.lastProblem ?? null,
      };
    },

    async estimates(range) {
      return { days: revenueEstimates(await store.revenueDays(range)) };
    },

    async daily(query) {
      const [days, revenue, snapshots] = await Promise.all([
        store.campaignDays(query),
        store.revenueDays(query),
        store.snapshots(),
      ]);
      const daysByDay = groupByDay(days);
      const revenueByDay = groupByDay(revenue);
      const ofSite = await siteRows(query.site);
      return {
        days: daysOf(query).map((day) => {
          const { insights } = enrichInsights({
            days: daysByDay.get(day) ?? [],
            revenue: revenueByDay.get(day) ?? [],
            snapshots,
          });
          const shown = filterInsights(ofSite(insights), query.search, query.status);
          // Sums first, then the ratio of the sums, as the summary cards do.
          const spend = roundUsd(shown.reduce((total, row) => total + row.spend, 0));
          const money = sum(shown, 'revenue');
          const estimatedRevenue = sum(shown, 'estimated_revenue');
          return { day, spend, revenue: money, roi: roiPercent(money, spend), estimatedRevenue };
        }),
      };
    },
  };
}

import { filterInsights } from '#shared/insights-filter';
import { daysOf, roiPercent, roundUsd } from '#shared/insights-formulas';
import type {
  DailyInsightsQuery,
  DailyInsightsResponse,
  EnrichedInsightsQuery,
  EnrichedInsightsResponse,
} from '#shared/schemas/meta-insights';
import type { RevenueEstimatesResponse } from '#shared/schemas/revenue-estimates';
import type { InsightsStore } from '../../../ports/insights-store';
import type { CampaignAiCosts } from '../../economics/campaign-ai-costs';
import { enrichInsights } from './enrich-insights';
import { revenueEstimates } from './revenue-estimates';

export interface EnrichedInsights {
  /** The range's rows from the store alone: never waits on Meta or the warehouse. */
  read(range: EnrichedInsightsQuery): Promise<EnrichedInsightsResponse>;
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
): EnrichedInsights {
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
      return {
        ...enrichInsights({ days, revenue, snapshots, aiCosts: campaignAiCosts }),
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
      return {
        days: daysOf(query).map((day) => {
          const { insights } = enrichInsights({
            days: daysByDay.get(day) ?? [],
            revenue: revenueByDay.get(day) ?? [],
            snapshots,
          });
          const shown = filterInsights(insights, query.search, query.status);
          // Sums first, then the ratio of the sums, as the summary cards do.
          const spend = roundUsd(shown.reduce((total, row) => total + row.spend, 0));
          const money = roundUsd(shown.reduce((total, row) => total + row.revenue, 0));
          const estimatedRevenue = roundUsd(shown.reduce((total, row) => total + row.estimated_revenue, 0));
          return { day, spend, revenue: money, roi: roiPercent(money, spend), estimatedRevenue };
        }),
      };
    },
  };
}

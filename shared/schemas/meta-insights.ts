import { addDays } from '../insights/insights-formulas';
import { INSIGHTS_STATUS_TABS } from '../insights/insights-status-tabs';
import * as z from '../validation/zod';
import { isoDay } from './common';

/** The longest range the insights screen may ask for: the store keeps what the refresh reads, days at a time. */
export const INSIGHTS_MAX_RANGE_DAYS = 90;

/**
 * zod 4 runs an object's refinements even when a field already failed; the range checks compare days, so they
 * run only on two valid ones (`addDays` throws on anything else).
 */
const whenBothDaysValid = { when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };

/** Since not after until, at most 90 days: the checks of every range query of the insights store. */
export function withRangeChecks<T extends z.ZodType<{ since: string; until: string }>>(schema: T) {
  return schema
    .refine((query) => query.since <= query.until, {
      message: 'The start date must not be after the end date',
      path: ['since'],
      ...whenBothDaysValid,
    })
    .refine((query) => query.since > addDays(query.until, -INSIGHTS_MAX_RANGE_DAYS), {
      message: `The range must not be longer than ${INSIGHTS_MAX_RANGE_DAYS} days`,
      path: ['since'],
      ...whenBothDaysValid,
    });
}

/** `GET /api/meta/enriched-insights?since&until`: US Eastern days, since not after until, at most 90 days. */
export const enrichedInsightsQuerySchema = withRangeChecks(z.object({ since: isoDay, until: isoDay }));
export type EnrichedInsightsQuery = z.infer<typeof enrichedInsightsQuerySchema>;

/** Beyond the contract: only the campaigns of this site's keywords (a site id); all campaigns when absent. */
const siteFilter = z.string().trim().min(1).max(100).optional();

/** `GET /api/meta/enriched-insights?since&until&site`: the range, and optionally one site's campaigns. */
export const insightsReadQuerySchema = withRangeChecks(
  z.object({ since: isoDay, until: isoDay, site: siteFilter }),
);
export type InsightsReadQuery = z.infer<typeof insightsReadQuerySchema>;

/**
 * The enriched insight row of docs/contract.md#campaign-insights (campaign_id ... sessions; ctr and roi as
 * percent texts, money in USD with 2 decimals), plus what the screen needs beyond it: the keyword read from
 * the name, the channel, link clicks, conversion rate and revenue per conversion.
 */
export const enrichedInsightSchema = z.object({
  campaign_id: z.string(),
  campaign_name: z.string(),
  keyword: z.string().nullable(),
  channel: z.string().nullable(),
  status: z.string(),
  objective: z.string(),
  bid_strategy: z.string(),
  bid_cap: z.number().nullable(),
  daily_budget: z.number().nullable(),
  spend: z.number(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  link_clicks: z.number().int(),
  ctr: z.string(),
  cpc: z.number(),
  cpm: z.number(),
  results: z.number(),
  cost_per_result: z.number(),
  revenue: z.number(),
  roi: z.string(),
  // Beyond the contract (decision 039): the part of `revenue` from days the partner has not settled yet.
  estimated_revenue: z.number(),
  // Beyond the contract (decision 022): the campaign's keyword, its share of the keyword's AI cost in USD and
  // ROI with that cost added to the spend; null for campaigns not created here and the unmatched row.
  keyword_id: z.string().nullable(),
  ai_cost: z.number().nullable(),
  net_roi: z.string().nullable(),
  // Beyond the contract (decision 055): a copy's source campaign (Meta's id and name); absent otherwise.
  copy_of: z.object({ campaign_id: z.string(), campaign_name: z.string() }).optional(),
  conversions: z.number(),
  conversion_rate: z.string(),
  revenue_per_conversion: z.number(),
  page_views: z.number().int(),
  sessions: z.number().int(),
});
export type EnrichedInsight = z.infer<typeof enrichedInsightSchema>;

export const enrichedInsightsResponseSchema = z.object({
  insights: z.array(enrichedInsightSchema),
  totalRevenue: z.number(),
  /** The part of `totalRevenue` from days not final yet. */
  estimatedRevenue: z.number(),
  /** When the store was last fully refreshed (ISO time), or null before the first refresh. */
  lastRefreshedAt: z.string().nullable(),
  /** Work a throttled or failed refresh left for the next one, and why it stopped. */
  refreshPending: z.boolean(),
  refreshProblem: z.string().nullable(),
});
export type EnrichedInsightsResponse = z.infer<typeof enrichedInsightsResponseSchema>;

/** `POST /api/meta/insights/refresh`: how the run ended. */
export const insightsRefreshResponseSchema = z.object({
  status: z.enum(['done', 'throttled', 'failed', 'busy']),
  lastRefreshedAt: z.string().nullable(),
  pending: z.number().int(),
  message: z.string(),
});
export type InsightsRefreshResponse = z.infer<typeof insightsRefreshResponseSchema>;

/**
 * `GET /api/meta/enriched-insights/daily?since&until&search&status&site`: the chart's series, each US Eastern
 * day's totals over the rows the screen's search and status tab keep (beyond the contract).
 */
export const dailyInsightsQuerySchema = withRangeChecks(
  z.object({
    since: isoDay,
    until: isoDay,
    search: z.string().max(200).default(''),
    status: z.enum(INSIGHTS_STATUS_TABS).default('ALL'),
    site: siteFilter,
  }),
);
export type DailyInsightsQuery = z.output<typeof dailyInsightsQuerySchema>;

export const dailyInsightSchema = z.object({
  day: z.string(),
  spend: z.number(),
  revenue: z.number(),
  /** Revenue over spend as a percent number (0 without spend), as the summary cards compute it. */
  roi: z.number(),
  /** The part of the day's revenue not final yet. */
  estimatedRevenue: z.number(),
});

export const dailyInsightsResponseSchema = z.object({ days: z.array(dailyInsightSchema) });
export type DailyInsightsResponse = z.infer<typeof dailyInsightsResponseSchema>;

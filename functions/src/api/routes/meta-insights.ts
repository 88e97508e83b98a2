import {
  dailyInsightsQuerySchema,
  dailyInsightsResponseSchema,
  enrichedInsightsQuerySchema,
  enrichedInsightsResponseSchema,
  insightsReadQuerySchema,
  insightsRefreshResponseSchema,
} from '#shared/schemas/meta-insights';
import { revenueEstimatesResponseSchema } from '#shared/schemas/revenue-estimates';
import type { EnrichedInsights } from '../../domain/meta/insights-refresh/enriched-insights';
import type { InsightsRefresh, RefreshOutcome } from '../../domain/meta/insights-refresh/insights-refresh';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaInsightsRouteDeps {
  enrichedInsights: EnrichedInsights;
  insightsRefresh: InsightsRefresh;
}

const TAGS = ['Meta insights'];

const readRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getEnrichedInsights',
  path: '/meta/enriched-insights',
  tags: TAGS,
  summary:
    'Campaign insights for US Eastern days since..until with revenue joined through the channel, from the ' +
    'store the scheduled refresh fills (never waits on Meta or the warehouse); `site` keeps one site’s ' +
    'campaigns (those created from its keywords)',
  request: { query: insightsReadQuerySchema },
  responses: {
    200: jsonContent(
      enrichedInsightsResponseSchema,
      'The rows, the total revenue and when they were refreshed',
    ),
    400: errorResponse('Missing or invalid dates, start after end, or a range over 90 days'),
  },
});

const dailyRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getDailyInsights',
  path: '/meta/enriched-insights/daily',
  tags: TAGS,
  summary:
    "Spend, revenue and ROI per US Eastern day since..until over the campaigns the screen's search, " +
    'status tab and site keep (the chart), from the same store as the rows',
  request: { query: dailyInsightsQuerySchema },
  responses: {
    200: jsonContent(dailyInsightsResponseSchema, 'One entry per day of the range, oldest first'),
    400: errorResponse(
      'Missing or invalid dates, start after end, a range over 90 days, or an unknown status tab',
    ),
  },
});

const refreshRoute = protectedRoute('manage_meta_campaigns', {
  method: 'post',
  operationId: 'refreshInsights',
  path: '/meta/insights/refresh',
  tags: TAGS,
  summary:
    'Refresh the last 30 days of insights and revenue now; answers when done, or 202 if a refresh is running',
  responses: {
    200: jsonContent(
      insightsRefreshResponseSchema,
      'The refresh ended (done, or stopped early with its work saved)',
    ),
    202: jsonContent(insightsRefreshResponseSchema, 'A refresh is running already'),
  },
});

const estimatesRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getRevenueEstimates',
  path: '/meta/revenue-estimates',
  tags: TAGS,
  summary:
    "Per US Eastern day since..until, the warehouse's first estimate of the revenue against the revenue " +
    'now (final or the latest estimate), from the insights store',
  request: { query: enrichedInsightsQuerySchema },
  responses: {
    200: jsonContent(revenueEstimatesResponseSchema, 'The days with a first estimate, oldest first'),
    400: errorResponse('Missing or invalid dates, start after end, or a range over 90 days'),
  },
});

const MESSAGES: Record<RefreshOutcome['status'], string> = {
  done: 'Insights refreshed',
  busy: 'A refresh is already running',
  throttled: 'Meta asked to slow down; the next refresh continues where this one stopped',
  failed: 'The refresh stopped early; the next refresh continues where this one stopped',
};

export function metaInsightsRoutes(deps: MetaInsightsRouteDeps) {
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await deps.enrichedInsights.read(c.req.valid('query')), 200))
    .openapi(dailyRoute, async (c) => c.json(await deps.enrichedInsights.daily(c.req.valid('query')), 200))
    .openapi(estimatesRoute, async (c) =>
      c.json(await deps.enrichedInsights.estimates(c.req.valid('query')), 200),
    )
    .openapi(refreshRoute, async (c) => {
      const outcome = await deps.insightsRefresh.run('month');
      const body = {
        status: outcome.status,
        lastRefreshedAt: outcome.lastRefreshedAt ?? null,
        pending: outcome.pending,
        message: outcome.problem
          ? `${MESSAGES[outcome.status]}: ${outcome.problem}`
          : MESSAGES[outcome.status],
      };
      return outcome.status === 'busy' ? c.json(body, 202) : c.json(body, 200);
    });
}

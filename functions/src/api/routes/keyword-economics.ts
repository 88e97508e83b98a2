import { keywordEconomicsSchema } from '#shared/schemas/keyword-economics';
import { keywordIdParamSchema } from '#shared/schemas/keywords';
import { enrichedInsightsQuerySchema } from '#shared/schemas/meta-insights';
import { siteEconomicsSchema } from '#shared/schemas/site-economics';
import type { KeywordEconomicsReader } from '../../domain/economics/keyword-economics';
import type { SiteEconomicsReader } from '../../domain/economics/site-economics';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface KeywordEconomicsRouteDeps {
  keywordEconomics: KeywordEconomicsReader;
  siteEconomics: SiteEconomicsReader;
}

const economicsRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getKeywordEconomics',
  path: '/keywords/{id}/economics',
  tags: ['Keywords'],
  summary:
    'A keyword’s AI generation cost by step and model, the prompts that made it, and its campaigns’ spend, ' +
    'revenue, ROI and ROI net of AI cost over US Eastern days since..until, from the insights store',
  request: { params: keywordIdParamSchema, query: enrichedInsightsQuerySchema },
  responses: {
    200: jsonContent(keywordEconomicsSchema, 'The keyword’s economics over the range'),
    400: errorResponse('Missing or invalid dates, start after end, or a range over 90 days'),
    404: errorResponse('No keyword with this id'),
  },
});

// Beside the keyword's, not under `/sites/{id}`: any dashboard reader sees it, and no site id is its name.
const sitesRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getSiteEconomics',
  path: '/economics/sites',
  tags: ['Sites'],
  summary:
    'Per site, its keywords’ campaigns’ spend, revenue, ROI, AI cost and ROI net of it over US Eastern ' +
    'days since..until: the keyword economics rolled up, from the insights store',
  request: { query: enrichedInsightsQuerySchema },
  responses: {
    200: jsonContent(siteEconomicsSchema, 'Every site, the primary first'),
    400: errorResponse('Missing or invalid dates, start after end, or a range over 90 days'),
  },
});

export function keywordEconomicsRoutes(deps: KeywordEconomicsRouteDeps) {
  return createRouter()
    .openapi(economicsRoute, async (c) => {
      const economics = await deps.keywordEconomics.read(c.req.valid('param').id, c.req.valid('query'));
      return c.json(economics, 200);
    })
    .openapi(sitesRoute, async (c) => c.json(await deps.siteEconomics.read(c.req.valid('query')), 200));
}

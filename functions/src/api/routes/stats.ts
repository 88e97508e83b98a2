import { statsSchema } from '#shared/schemas/keywords';
import type { KeywordService } from '../../domain/keywords/keyword-service';
import { createRouter } from '../openapi-router';
import { jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

const statsRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getStats',
  path: '/stats',
  tags: ['Keywords'],
  summary: "The dashboard's stat cards, from exact counters",
  responses: {
    200: jsonContent(statsSchema, 'Keywords processed, articles published, ad campaigns, completed variants'),
  },
});

export function statsRoutes(deps: { keywordService: KeywordService }) {
  return createRouter().openapi(statsRoute, async (c) => c.json(await deps.keywordService.stats(), 200));
}

import { keywordIdParamSchema } from '#shared/schemas/keywords';
import {
  relatedKeywordsRequestSchema,
  relatedKeywordsResponseSchema,
} from '#shared/schemas/related-keywords';
import type { RelatedKeywords } from '../../domain/keywords/related-keywords/related-keywords-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface RelatedKeywordsRouteDeps {
  relatedKeywords: RelatedKeywords;
}

// Suggestions are for adding: the permission of the batch route that adds them.
const relatedRoute = protectedRoute('manage_keywords', {
  method: 'post',
  operationId: 'suggestRelatedKeywords',
  path: '/keywords/{id}/related',
  tags: ['Keywords'],
  summary:
    'More like this: related keywords from the AI, written from the keyword, its article title and its ' +
    'best ad copy, each with the existing keyword of its site it collides with; nothing is written',
  description:
    'With `range` (the days its economics were read over), the ad copy is that of the keyword’s campaign ' +
    'with the best net ROI there; otherwise the keyword’s own. The chosen suggestions are added with ' +
    '`POST /api/keywords/batch` for the keyword’s site. The AI call’s cost goes to the AI budget.',
  request: { params: keywordIdParamSchema, ...jsonBody(relatedKeywordsRequestSchema) },
  responses: {
    200: jsonContent(relatedKeywordsResponseSchema, 'The suggestions, in the model’s order'),
    400: errorResponse('A count outside 1 to 50, or an invalid range'),
    404: errorResponse('No keyword with this id'),
    502: errorResponse('The AI answered without a keyword'),
    503: errorResponse('The AI could not be asked (no provider, no active prompt, the provider failed)'),
  },
});

export function relatedKeywordsRoutes(deps: RelatedKeywordsRouteDeps) {
  return createRouter().openapi(relatedRoute, async (c) =>
    c.json(await deps.relatedKeywords.suggest(c.req.valid('param').id, c.req.valid('json')), 200),
  );
}

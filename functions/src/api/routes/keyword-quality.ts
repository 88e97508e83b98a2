import type { RouteConfig } from '@hono/zod-openapi';
import { keywordIdsSchema } from '#shared/schemas/keyword-input';
import { keywordIdParamSchema, processingStartedSchema } from '#shared/schemas/keywords';
import {
  keywordCollisionsRequestSchema,
  keywordCollisionsResponseSchema,
  qualityReportSchema,
} from '#shared/schemas/quality';
import type { ReviewActions } from '../../domain/quality/review-actions';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';
import { PUBLISHING, runRequester } from './run-requester';

export interface KeywordQualityRouteDeps {
  reviewActions: ReviewActions;
}

const TAGS = ['Keywords'];
const params = keywordIdParamSchema;
const notFound = errorResponse('No keyword with this id');
const unavailable = errorResponse('Keyword processing is not available');
const started = (description: string) => jsonContent(processingStartedSchema, description);
type Config = Omit<RouteConfig, 'middleware' | 'tags'>;
// Approving puts a held article live, which is publishing.
const approving = <const R extends Config>(config: R) =>
  protectedRoute('publish_content', { ...config, tags: TAGS });
const regenerating = <const R extends Config>(config: R) =>
  protectedRoute('manage_keywords', { ...config, tags: TAGS }, PUBLISHING);

const reportRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getKeywordQuality',
  path: '/keywords/{id}/quality',
  tags: TAGS,
  summary: 'The quality checks of the keyword’s article: each verdict with its figure and threshold',
  request: { params },
  responses: {
    200: jsonContent(qualityReportSchema, 'The last report (no results before the first check)'),
    404: notFound,
  },
});

const collisionsRoute = protectedRoute('manage_keywords', {
  method: 'post',
  operationId: 'findKeywordCollisions',
  path: '/keywords/collisions',
  tags: TAGS,
  summary: 'The lines whose words (any order, case or punctuation) equal an existing master keyword’s',
  request: jsonBody(keywordCollisionsRequestSchema),
  responses: {
    200: jsonContent(
      keywordCollisionsResponseSchema,
      'The colliding lines with the keyword each collides with',
    ),
    400: errorResponse('No line, or more than 50'),
  },
});

const approveRoute = approving({
  method: 'post',
  operationId: 'approveKeyword',
  path: '/keywords/{id}/approve',
  summary: 'Approve a keyword in Needs review: its draft is published as it is, without regenerating',
  request: { params },
  responses: {
    200: started('Publishing started'),
    404: notFound,
    409: errorResponse('The keyword is not in Needs review'),
    503: unavailable,
  },
});

const bulkApproveRoute = approving({
  method: 'post',
  operationId: 'bulkApproveKeywords',
  path: '/keywords/bulk-approve',
  summary: 'Approve the selected keywords in Needs review (the others are left out)',
  request: jsonBody(keywordIdsSchema),
  responses: {
    200: started('Publishing started'),
    400: errorResponse('No keyword selected'),
    404: notFound,
    409: errorResponse('None of the selected keywords is in Needs review'),
    503: unavailable,
  },
});

const regenerateRoute = regenerating({
  method: 'post',
  operationId: 'regenerateKeywordArticle',
  path: '/keywords/{id}/regenerate-article',
  summary: 'Write the keyword’s tags, title and article again, check them again and publish them when set to',
  request: { params },
  responses: {
    200: started('Regeneration started'),
    404: notFound,
    409: errorResponse('The keyword is being processed'),
    503: unavailable,
  },
});

const bulkRegenerateRoute = regenerating({
  method: 'post',
  operationId: 'bulkRegenerateKeywordArticles',
  path: '/keywords/bulk-regenerate-article',
  summary: 'Regenerate the articles of the selected keywords not being processed',
  request: jsonBody(keywordIdsSchema),
  responses: {
    200: started('Regeneration started'),
    400: errorResponse('No keyword selected'),
    404: notFound,
    409: errorResponse('Every selected keyword is being processed'),
    503: unavailable,
  },
});

export function keywordQualityRoutes(deps: KeywordQualityRouteDeps) {
  const actions = deps.reviewActions;
  return createRouter()
    .openapi(reportRoute, async (c) => c.json(await actions.report(c.req.valid('param').id), 200))
    .openapi(collisionsRoute, async (c) =>
      c.json(await actions.collisions(c.req.valid('json').keywords), 200),
    )
    .openapi(bulkApproveRoute, async (c) =>
      c.json(await actions.approve(c.req.valid('json').ids, runRequester(c)), 200),
    )
    .openapi(bulkRegenerateRoute, async (c) =>
      c.json(await actions.regenerate(c.req.valid('json').ids, runRequester(c)), 200),
    )
    .openapi(approveRoute, async (c) =>
      c.json(await actions.approve([c.req.valid('param').id], runRequester(c)), 200),
    )
    .openapi(regenerateRoute, async (c) =>
      c.json(await actions.regenerate([c.req.valid('param').id], runRequester(c)), 200),
    );
}

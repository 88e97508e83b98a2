import type { RouteConfig } from '@hono/zod-openapi';
import {
  addKeywordsRequestSchema,
  addKeywordsResponseSchema,
  createKeywordSchema,
  keywordIdsSchema,
  updateKeywordSchema,
} from '#shared/schemas/keyword-input';
import { keywordListQuerySchema, keywordListResponseSchema } from '#shared/schemas/keyword-list';
import {
  adExportSchema,
  countResponseSchema,
  keywordIdParamSchema,
  keywordSchema,
  processingStartedSchema,
} from '#shared/schemas/keywords';
import {
  publishedKeywordsQuerySchema,
  publishedKeywordsResponseSchema,
} from '#shared/schemas/published-keywords';
import type { KeywordProcessing } from '../../domain/keywords/keyword-processing';
import type { KeywordService } from '../../domain/keywords/keyword-service';
import { createRouter } from '../openapi-router';
import { siteOrigin } from '../site-origin';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';
import { PUBLISHING, runRequester } from './run-requester';

export interface KeywordRouteDeps {
  keywordService: KeywordService;
  keywordProcessing: KeywordProcessing;
  trustForwardedHost: boolean;
}

const TAGS = ['Keywords'];
const params = keywordIdParamSchema;
const invalid = errorResponse('Invalid body or parameters');
const notFound = errorResponse('No keyword with this id');
const unavailable = errorResponse('Keyword processing is not available');
const started = (description: string) => jsonContent(processingStartedSchema, description);

type KeywordRouteConfig = Omit<RouteConfig, 'middleware' | 'tags'>;
/** Reads need view_dashboard, changes manage_keywords. */
const read = <const R extends KeywordRouteConfig>(config: R) =>
  protectedRoute('view_dashboard', { ...config, tags: TAGS });
const write = <const R extends KeywordRouteConfig>(config: R) =>
  protectedRoute('manage_keywords', { ...config, tags: TAGS });
/** A change that starts a run which may publish: publish_content is checked too when it would. */
const publishingWrite = <const R extends KeywordRouteConfig>(config: R) =>
  protectedRoute('manage_keywords', { ...config, tags: TAGS }, PUBLISHING);

// Fixed paths first: `/keywords/{id}` would otherwise take `published-all`, `bulk-delete`, ...
const listRoute = read({
  method: 'get',
  operationId: 'listKeywords',
  path: '/keywords',
  summary: 'One page of master keywords, newest first, by status, search text, creation dates, published',
  request: { query: keywordListQuerySchema },
  responses: { 200: jsonContent(keywordListResponseSchema, 'The page'), 400: invalid },
});
const publishedRoute = read({
  method: 'get',
  operationId: 'listPublishedKeywords',
  path: '/keywords/published-all',
  summary:
    'Keywords (master or variant) whose article is published, newest first, 100 at a time, and how many are scheduled',
  description:
    'Without parameters, the newest 100 (masters and variants). `next` is the cursor of the following page ' +
    '(`cursor=<next>`), null on the last. `search` finds published master keywords by the words of their ' +
    'keyword, title and tags, through the search index (variants are not in it), 100 at a time likewise.',
  request: { query: publishedKeywordsQuerySchema },
  responses: {
    200: jsonContent(publishedKeywordsResponseSchema, 'Published keywords'),
    400: errorResponse('A cursor this list did not give, or a search too long'),
  },
});
const batchRoute = publishingWrite({
  method: 'post',
  operationId: 'createKeywordBatch',
  path: '/keywords/batch',
  summary: 'Add up to 50 keywords (duplicates skipped and reported) and start processing them',
  request: jsonBody(addKeywordsRequestSchema),
  responses: {
    201: jsonContent(addKeywordsResponseSchema, 'The keywords created, the duplicates skipped, the run'),
    400: invalid,
    409: errorResponse('Every keyword of the batch exists already'),
    503: unavailable,
  },
});
const bulkProcessRoute = publishingWrite({
  method: 'post',
  operationId: 'bulkProcessKeywords',
  path: '/keywords/bulk-process',
  summary: 'Process the selected keywords again (those not already processing)',
  request: jsonBody(keywordIdsSchema),
  responses: {
    200: started('Processing started'),
    400: invalid,
    404: notFound,
    409: errorResponse('All of them are processing already'),
    503: unavailable,
  },
});
const bulkImagesRoute = write({
  method: 'post',
  operationId: 'bulkRegenerateKeywordImages',
  path: '/keywords/bulk-regenerate-images',
  summary: 'Regenerate the images of the selected keywords that have a title and are not processing',
  request: jsonBody(keywordIdsSchema),
  responses: {
    200: started('Regeneration started'),
    400: invalid,
    404: notFound,
    409: errorResponse('None of them can have images regenerated'),
    503: unavailable,
  },
});
const bulkDeleteRoute = write({
  method: 'delete',
  operationId: 'bulkDeleteKeywords',
  path: '/keywords/bulk-delete',
  summary: 'Delete the selected keywords with their variants and images (none when any id is unknown)',
  request: jsonBody(keywordIdsSchema),
  responses: {
    200: jsonContent(countResponseSchema, 'How many keywords were deleted'),
    400: invalid,
    404: notFound,
  },
});
const processAllRoute = publishingWrite({
  method: 'post',
  operationId: 'processAllKeywords',
  path: '/keywords/process-all',
  summary: 'Process every Pending or Error master keyword',
  responses: {
    200: started('Processing started (count 0: nothing to do)'),
    503: unavailable,
  },
});
const createRoute = write({
  method: 'post',
  operationId: 'createKeyword',
  path: '/keywords',
  summary: 'Add one keyword from the simple Keywords page (processed by Process All)',
  request: jsonBody(createKeywordSchema),
  responses: {
    201: jsonContent(keywordSchema, 'The new keyword'),
    400: invalid,
    409: errorResponse('The keyword exists already'),
  },
});
const getRoute = read({
  method: 'get',
  operationId: 'getKeyword',
  path: '/keywords/{id}',
  summary: 'A keyword with its tags, article, images, ad copy and variants',
  request: { params },
  responses: { 200: jsonContent(keywordSchema, 'The keyword'), 404: notFound },
});
const editRoute = write({
  method: 'patch',
  operationId: 'updateKeyword',
  path: '/keywords/{id}',
  summary: "Edit a keyword's title, tags or ad copy",
  request: { params, ...jsonBody(updateKeywordSchema) },
  responses: {
    200: jsonContent(keywordSchema, 'The keyword as edited'),
    400: invalid,
    404: notFound,
    409: errorResponse('The keyword is being processed'),
  },
});
const deleteRoute = write({
  method: 'delete',
  operationId: 'deleteKeyword',
  path: '/keywords/{id}',
  summary: 'Delete a keyword with its variants and images',
  request: { params },
  responses: { 200: jsonContent(countResponseSchema, 'Deleted'), 404: notFound },
});
const retryRoute = publishingWrite({
  method: 'post',
  operationId: 'retryKeyword',
  path: '/keywords/{id}/retry',
  summary: 'Process a keyword in Error again',
  request: { params },
  responses: {
    200: started('Reprocessing started'),
    404: notFound,
    409: errorResponse('The keyword is not in Error'),
    503: unavailable,
  },
});
const regenerateRoute = write({
  method: 'post',
  operationId: 'regenerateKeywordImages',
  path: '/keywords/{id}/regenerate-images',
  summary: 'Regenerate the images of a keyword',
  request: { params },
  responses: {
    200: started('Regeneration started'),
    404: notFound,
    409: errorResponse('The keyword has no title yet or is being processed'),
    503: unavailable,
  },
});
const variantsRoute = publishingWrite({
  method: 'post',
  operationId: 'generateKeywordVariants',
  path: '/keywords/{id}/variants',
  summary: 'Generate the variants of a master keyword that has none',
  request: { params },
  responses: {
    200: started('Variant generation started'),
    400: errorResponse('The keyword is a variant'),
    404: notFound,
    409: errorResponse('The keyword has variants already or is being processed'),
    503: unavailable,
  },
});
const exportRoute = read({
  method: 'get',
  operationId: 'exportKeywordForAds',
  path: '/keywords/{id}/export-for-ads',
  summary: 'The ad material of a keyword, with absolute image URLs',
  request: { params },
  responses: {
    200: jsonContent(adExportSchema, 'Downloaded as keyword-{id}-ad-export.json'),
    404: notFound,
  },
});

export function keywordRoutes(deps: KeywordRouteDeps) {
  const { keywordService: service, keywordProcessing: processing } = deps;

  return createRouter()
    .openapi(listRoute, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(publishedRoute, async (c) => {
      const [page, scheduled] = await Promise.all([
        service.published(c.req.valid('query')),
        service.scheduledCount(),
      ]);
      return c.json({ ...page, scheduled }, 200);
    })
    .openapi(batchRoute, async (c) =>
      c.json(await processing.addBatch(c.req.valid('json'), runRequester(c)), 201),
    )
    .openapi(bulkProcessRoute, async (c) =>
      c.json(await processing.processMany(c.req.valid('json').ids, runRequester(c)), 200),
    )
    .openapi(bulkImagesRoute, async (c) =>
      c.json(await processing.regenerateImagesMany(c.req.valid('json').ids, runRequester(c)), 200),
    )
    .openapi(bulkDeleteRoute, async (c) =>
      c.json({ count: await service.removeMany(c.req.valid('json').ids) }, 200),
    )
    .openapi(processAllRoute, async (c) => c.json(await processing.processAll(runRequester(c)), 200))
    .openapi(createRoute, async (c) => c.json(await service.createSimple(c.req.valid('json')), 201))
    .openapi(getRoute, async (c) => c.json(await service.get(c.req.valid('param').id), 200))
    .openapi(editRoute, async (c) =>
      c.json(await service.edit(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.remove(c.req.valid('param').id);
      return c.json({ count: 1 }, 200);
    })
    .openapi(retryRoute, async (c) =>
      c.json(await processing.retry(c.req.valid('param').id, runRequester(c)), 200),
    )
    .openapi(regenerateRoute, async (c) =>
      c.json(await processing.regenerateImages(c.req.valid('param').id, runRequester(c)), 200),
    )
    .openapi(variantsRoute, async (c) =>
      c.json(await processing.generateVariants(c.req.valid('param').id, runRequester(c)), 200),
    )
    .openapi(exportRoute, async (c) =>
      c.json(
        await service.exportForAds(c.req.valid('param').id, siteOrigin(c, deps.trustForwardedHost)),
        200,
      ),
    );
}

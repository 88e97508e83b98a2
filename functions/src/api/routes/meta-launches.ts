import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaderSchema } from '#shared/http/idempotency-key';
import type { LaunchPreviewItem, LaunchRequest } from '#shared/schemas/meta-launches';
import {
  launchCreatedSchema,
  launchCreateSchema,
  launchDetailSchema,
  launchListSchema,
  launchPreviewSchema,
  launchRequestSchema,
} from '#shared/schemas/meta-launches';
import * as z from '#shared/validation/zod';
import type { LaunchService } from '../../domain/meta/launches/launch-service';
import type { AppEnv } from '../app-env';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaLaunchRouteDeps {
  launchPreview: (request: LaunchRequest) => Promise<LaunchPreviewItem[]>;
  launches: LaunchService;
}

const TAGS = ['Meta launches'];
const launchIdParamSchema = z.object({ id: z.string().trim().min(1).max(100) });
const launchListQuerySchema = z.object({ status: z.enum(['running']).optional() });

const previewRoute = protectedRoute('create_meta_campaigns', {
  method: 'post',
  operationId: 'previewMetaLaunch',
  path: '/meta/launches/preview',
  tags: TAGS,
  summary: 'The campaigns a launch would create, one per article, with their checks; nothing is written',
  description:
    'Each row has the adset name the pool would give it (its next free names, taken only when the launch ' +
    'runs), the ad copy, the landing URL as Meta would open it, the Page, pixel and budget, and its checks.',
  request: jsonBody(launchRequestSchema),
  responses: {
    200: jsonContent(launchPreviewSchema, 'One row per campaign, in the order asked'),
    400: errorResponse('More than 200 articles, no article, or fewer free adset names than articles'),
    404: errorResponse('An unknown keyword or profile'),
  },
});

const createRoute = protectedRoute('create_meta_campaigns', {
  method: 'post',
  operationId: 'createMetaLaunch',
  path: '/meta/launches',
  tags: TAGS,
  summary:
    "Launch the preview's campaigns, with the rows' edits and without the rows left out, as a job; the " +
    'same Idempotency-Key again answers the same launch',
  request: { headers: idempotencyKeyHeaderSchema, ...jsonBody(launchCreateSchema) },
  responses: {
    202: jsonContent(launchCreatedSchema, 'The launch, started; its progress at GET /meta/launches/{id}'),
    400: errorResponse(
      'More than 200 articles, every article left out, an edit of an article not launched, or a row that fails a check',
    ),
    404: errorResponse('An unknown keyword or profile'),
    422: errorResponse('This Idempotency-Key was used with another request body'),
  },
});

const listRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listMetaLaunches',
  path: '/meta/launches',
  tags: TAGS,
  summary: 'The launches, newest first (`status=running`: those still running)',
  request: { query: launchListQuerySchema },
  responses: { 200: jsonContent(launchListSchema, 'The launches') },
});

const getRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getMetaLaunch',
  path: '/meta/launches/{id}',
  tags: TAGS,
  summary:
    'A launch: its status, its counts and each campaign with its outcome (Meta’s words when it failed)',
  request: { params: launchIdParamSchema },
  responses: {
    200: jsonContent(launchDetailSchema, 'The launch'),
    404: errorResponse('No launch with this id'),
  },
});

const retryRoute = protectedRoute('create_meta_campaigns', {
  method: 'post',
  operationId: 'retryFailedMetaLaunch',
  path: '/meta/launches/{id}/retry-failed',
  tags: TAGS,
  summary: 'Creates the failed campaigns of a finished launch again; the created ones are left alone',
  request: { params: launchIdParamSchema },
  responses: {
    202: jsonContent(launchCreatedSchema, 'The launch, running again'),
    400: errorResponse('The launch has no failed campaigns'),
    404: errorResponse('No launch with this id'),
    409: errorResponse('The launch is still running'),
  },
});

const launcher = (c: Context<AppEnv>) => c.get('user')?.email ?? null;

export function metaLaunchRoutes(deps: MetaLaunchRouteDeps) {
  return createRouter()
    .openapi(previewRoute, async (c) => c.json({ items: await deps.launchPreview(c.req.valid('json')) }, 200))
    .openapi(createRoute, async (c) => {
      const launchId = await deps.launches.start(c.req.valid('json'), {
        idempotencyKey: c.req.valid('header')[IDEMPOTENCY_KEY_HEADER],
        createdBy: launcher(c),
        trigger: 'manual',
      });
      return c.json({ launchId }, 202);
    })
    .openapi(listRoute, async (c) =>
      c.json({ launches: await deps.launches.list(c.req.valid('query').status) }, 200),
    )
    .openapi(getRoute, async (c) => c.json(await deps.launches.get(c.req.valid('param').id), 200))
    .openapi(retryRoute, async (c) =>
      c.json({ launchId: await deps.launches.retryFailed(c.req.valid('param').id) }, 202),
    );
}

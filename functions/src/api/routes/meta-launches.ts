import type { LaunchPreviewItem, LaunchRequest } from '#shared/schemas/meta-launches';
import { launchPreviewSchema, launchRequestSchema } from '#shared/schemas/meta-launches';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaLaunchRouteDeps {
  launchPreview: (request: LaunchRequest) => Promise<LaunchPreviewItem[]>;
}

const TAGS = ['Meta launches'];

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

export function metaLaunchRoutes(deps: MetaLaunchRouteDeps) {
  return createRouter().openapi(previewRoute, async (c) =>
    c.json({ items: await deps.launchPreview(c.req.valid('json')) }, 200),
  );
}

import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaderSchema } from '#shared/http/idempotency-key';
import {
  campaignCountsSchema,
  campaignDetailSchema,
  campaignFormSchema,
  campaignIdParamSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  createCampaignResponseSchema,
} from '#shared/schemas/meta-campaigns';
import {
  duplicateCampaignsRequestSchema,
  duplicateCampaignsResponseSchema,
} from '#shared/schemas/meta-duplicate';
import type { CampaignCreation } from '../../domain/meta/campaign-creation/campaign-creation-service';
import { creationRequestFor } from '../../domain/meta/campaign-creation/creation-key';
import type { CampaignDuplication } from '../../domain/meta/campaign-duplication/campaign-duplication-service';
import type { CampaignReads } from '../../domain/meta/campaign-reads';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaCampaignRouteDeps {
  campaignCreation: CampaignCreation;
  campaignDuplication: CampaignDuplication;
  campaignReads: CampaignReads;
}

const TAGS = ['Meta campaigns'];

// Fixed paths first: `/meta/campaigns/{id}` would otherwise take `counts`.
const listRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listMetaCampaigns',
  path: '/meta/campaigns',
  tags: TAGS,
  summary:
    'One page of created campaigns, newest first, optionally matching a search text and of one site ' +
    '(`site`: the campaigns created from its keywords)',
  request: { query: campaignListQuerySchema },
  responses: {
    200: jsonContent(campaignListResponseSchema, 'The page'),
    400: errorResponse('Invalid page or search'),
  },
});
const countsRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getMetaCampaignCounts',
  path: '/meta/campaigns/counts',
  tags: TAGS,
  summary: 'Created campaigns per keyword id, for the article picker',
  responses: { 200: jsonContent(campaignCountsSchema, 'Counts by keyword id') },
});
const getRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getMetaCampaign',
  path: '/meta/campaigns/{id}',
  tags: TAGS,
  summary: 'One campaign with the article it advertises and its status in Meta',
  request: { params: campaignIdParamSchema },
  responses: {
    200: jsonContent(campaignDetailSchema, 'The campaign'),
    404: errorResponse('No created campaign with this id'),
  },
});
const createRoute = protectedRoute('create_meta_campaigns', {
  method: 'post',
  operationId: 'createMetaCampaign',
  path: '/meta/campaigns',
  tags: TAGS,
  summary:
    'Create campaign, ad set, image, creative and ad in Meta from a published keyword; the same ' +
    'Idempotency-Key again resumes the creation or answers its outcome',
  request: { headers: idempotencyKeyHeaderSchema, ...jsonBody(campaignFormSchema) },
  responses: {
    201: jsonContent(createCampaignResponseSchema, "The campaign's record id and Meta's campaign id"),
    400: errorResponse(
      'Invalid form or Idempotency-Key, unavailable option, unpublished keyword, or Meta refused a value',
    ),
    404: errorResponse('No such keyword'),
    409: errorResponse(
      'The adset name is used, or a request with this Idempotency-Key is still running (try it again)',
    ),
    422: errorResponse('This Idempotency-Key was used with another request body'),
    502: errorResponse('Meta refused the creation (permissions, token); nothing was left behind'),
    503: errorResponse('Meta is busy; the same request again resumes'),
  },
});

const duplicateRoute = protectedRoute('create_meta_campaigns', {
  method: 'post',
  operationId: 'duplicateMetaCampaigns',
  path: '/meta/campaigns/duplicate',
  tags: TAGS,
  summary:
    'Duplicate campaigns made here: each copy is created anew from the source (Meta’s current budget, bid ' +
    'and targeting) with the custom settings, on its own adset name, and activated; the same requestId ' +
    'again resumes or returns the same copies',
  request: jsonBody(duplicateCampaignsRequestSchema),
  responses: {
    200: jsonContent(
      duplicateCampaignsResponseSchema,
      'Per source campaign: its copy, or why it was not made (Meta’s message); a failed copy left nothing',
    ),
    400: errorResponse('Invalid request (e.g. malformed advanced targeting JSON), or Meta not configured'),
  },
});

export function metaCampaignRoutes(deps: MetaCampaignRouteDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await deps.campaignReads.list(c.req.valid('query')), 200))
    .openapi(countsRoute, async (c) => c.json(await deps.campaignReads.counts(), 200))
    .openapi(getRoute, async (c) => c.json(await deps.campaignReads.get(c.req.valid('param').id), 200))
    .openapi(createRoute, async (c) => {
      const request = creationRequestFor(c.req.valid('header')[IDEMPOTENCY_KEY_HEADER], c.req.valid('json'));
      return c.json(await deps.campaignCreation.create(request), 201);
    })
    .openapi(duplicateRoute, async (c) =>
      c.json(await deps.campaignDuplication.duplicate(c.req.valid('json')), 200),
    );
}

import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { missingPermissionMessage } from '#shared/access/roles';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeaderSchema,
  unquotedKey,
} from '#shared/http/idempotency-key';
import { campaignIdParamSchema } from '#shared/schemas/meta-campaigns';
import {
  campaignAdsQuerySchema,
  campaignAdsResponseSchema,
  metaAdIdSchema,
  refreshCreativeRequestSchema,
  refreshCreativeResponseSchema,
} from '#shared/schemas/meta-creative-refresh';
import type { createCampaignAdsRead } from '../../domain/meta/creative-refresh/campaign-ads';
import type { createManualRefresh } from '../../domain/meta/creative-refresh/manual-refresh';
import type { AppEnv } from '../app-env';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaCreativeRefreshRouteDeps {
  campaignAds: ReturnType<typeof createCampaignAdsRead>;
  refreshCreative: ReturnType<typeof createManualRefresh>;
}

const TAGS = ['Meta campaign actions'];

const adsRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listMetaCampaignAds',
  path: '/meta/campaigns/{id}/ads',
  tags: TAGS,
  summary:
    "A campaign's ads as Meta listed them within the last minute, each with its fatigue signal: link CTR " +
    'over its last 3 days of delivery against its first 7, and frequency',
  description:
    "Meta's listing is kept a minute for every reader (`readAt` says when it was read). `refresh=true` " +
    'asks Meta now: roles with manage_meta_campaigns only, any other role gets 403.',
  request: { params: campaignIdParamSchema, query: campaignAdsQuerySchema },
  responses: {
    200: jsonContent(campaignAdsResponseSchema, 'The ads and the fatigue thresholds'),
    400: errorResponse('Meta refused the read'),
    403: errorResponse('`refresh=true` from a role without manage_meta_campaigns'),
    404: errorResponse('Campaign not found'),
    429: errorResponse('Meta is limiting requests'),
    503: errorResponse('Meta is unavailable; try again'),
  },
});

const refreshRoute = protectedRoute('manage_meta_campaigns', {
  method: 'post',
  operationId: 'refreshMetaAdCreative',
  path: '/meta/campaigns/{id}/ads/{adId}/refresh-creative',
  tags: TAGS,
  summary:
    'Replace an ad with a new one in the same ad set: new copy from its article (and a new image when asked), ' +
    'the old ad paused only once Meta accepted the new one; logged in the action log, where it can be undone. ' +
    'The same Idempotency-Key again answers the first outcome and makes no second ad',
  request: {
    params: campaignIdParamSchema.extend({ adId: metaAdIdSchema }),
    headers: idempotencyKeyHeaderSchema,
    ...jsonBody(refreshCreativeRequestSchema),
  },
  responses: {
    200: jsonContent(refreshCreativeResponseSchema, 'The new ad runs; the old one is paused'),
    400: errorResponse(
      'Invalid id, an ad that is not active, a campaign not created here, or Meta refused the new ad (the old ad keeps running)',
    ),
    404: errorResponse('Campaign or ad not found'),
    409: errorResponse('A refresh with this Idempotency-Key is still running'),
    422: errorResponse('This Idempotency-Key was used to refresh another ad (or with another newImage)'),
    429: errorResponse('Meta is limiting requests (the old ad keeps running; try again)'),
    503: errorResponse('Meta or the AI service is unavailable (the old ad keeps running; try again)'),
  },
});

/** The signed-in user's email (the session middleware guarantees one on protected routes). */
const actor = (c: Context<AppEnv>) => c.get('user')?.email ?? 'unknown';

export function metaCreativeRefreshRoutes({ campaignAds, refreshCreative }: MetaCreativeRefreshRouteDeps) {
  return createRouter()
    .openapi(adsRoute, async (c) => {
      const { refresh } = c.req.valid('query');
      // A person who cannot act on a campaign has no reason to spend Meta's rate limit on it.
      if (refresh && !signedInUser(c).permissions.includes('manage_meta_campaigns')) {
        return c.json(
          { message: missingPermissionMessage('manage_meta_campaigns', 'reading the ads again from Meta') },
          403,
        );
      }
      return c.json(await campaignAds(c.req.valid('param').id, { refresh }), 200);
    })
    .openapi(refreshRoute, async (c) => {
      const { id, adId } = c.req.valid('param');
      const header = c.req.valid('header')[IDEMPOTENCY_KEY_HEADER];
      const response = await refreshCreative({
        id,
        adId,
        newImage: c.req.valid('json').newImage,
        key: header === undefined ? randomUUID() : unquotedKey(header),
        actor: actor(c),
      });
      return c.json(response, 200);
    });
}

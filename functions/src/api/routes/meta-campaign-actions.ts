import {
  campaignActionResponseSchema,
  campaignBidCapParamSchema,
  campaignBidCapResponseSchema,
  updateCampaignBidCapSchema,
  updateCampaignBudgetSchema,
  updateCampaignStatusSchema,
} from '#shared/schemas/meta-campaign-actions';
import type { CampaignActions } from '../../domain/meta/campaign-actions/campaign-actions-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaCampaignActionRouteDeps {
  campaignActions: CampaignActions;
}

const TAGS = ['Meta campaign actions'];
const PERMISSION = 'manage_meta_campaigns';

/** The answers every action shares: Meta's refusals with Meta's words, its throttles with the wait. */
const actionResponses = <S>(success: S) => ({
  200: success,
  400: errorResponse('Invalid input, Meta not configured, or Meta refused the change (with Meta’s message)'),
  404: errorResponse('Meta has no campaign with this id'),
  429: errorResponse(
    'A 5th budget change of an ad set within an hour, or Meta is limiting requests: says when to retry ' +
      '(in seconds in Retry-After, when the wait is known)',
  ),
  503: errorResponse('Meta is unavailable; try again'),
});
const updated = jsonContent(campaignActionResponseSchema, 'What was changed');

const statusRoute = protectedRoute(PERMISSION, {
  method: 'post',
  operationId: 'updateMetaCampaignStatus',
  path: '/meta/campaign/update-status',
  tags: TAGS,
  summary: 'Pause or activate a campaign in Meta',
  request: jsonBody(updateCampaignStatusSchema),
  responses: actionResponses(updated),
});
const budgetRoute = protectedRoute(PERMISSION, {
  method: 'post',
  operationId: 'updateMetaCampaignBudget',
  path: '/meta/campaign/update-budget',
  tags: TAGS,
  summary:
    "Set a campaign's daily budget: on the campaign with campaign budget optimization, otherwise on each ad set",
  request: jsonBody(updateCampaignBudgetSchema),
  responses: actionResponses(updated),
});
const bidCapRoute = protectedRoute(PERMISSION, {
  method: 'post',
  operationId: 'updateMetaCampaignBidCap',
  path: '/meta/campaign/update-bid-cap',
  tags: TAGS,
  summary: "Set the bid cap (or cost cap) on each of a campaign's ad sets",
  request: jsonBody(updateCampaignBidCapSchema),
  responses: actionResponses(updated),
});
const readBidCapRoute = protectedRoute(PERMISSION, {
  method: 'get',
  operationId: 'getMetaCampaignBidCap',
  path: '/meta/campaign/{campaignId}/bidcap',
  tags: TAGS,
  summary: "The campaign's current bid cap as Meta has it on its ad sets (null when none)",
  request: { params: campaignBidCapParamSchema },
  responses: actionResponses(jsonContent(campaignBidCapResponseSchema, 'The bid cap')),
});

export function metaCampaignActionRoutes({ campaignActions }: MetaCampaignActionRouteDeps) {
  return createRouter()
    .openapi(statusRoute, async (c) => c.json(await campaignActions.updateStatus(c.req.valid('json')), 200))
    .openapi(budgetRoute, async (c) => c.json(await campaignActions.updateBudget(c.req.valid('json')), 200))
    .openapi(bidCapRoute, async (c) => c.json(await campaignActions.updateBidCap(c.req.valid('json')), 200))
    .openapi(readBidCapRoute, async (c) =>
      c.json(await campaignActions.bidCap(c.req.valid('param').campaignId), 200),
    );
}

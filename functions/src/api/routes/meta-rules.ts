import type { Context } from 'hono';
import {
  ruleLogEntryParamSchema,
  ruleLogEntrySchema,
  ruleLogQuerySchema,
  ruleLogResponseSchema,
  ruleRunRequestSchema,
  ruleRunResponseSchema,
} from '#shared/schemas/meta-rule-runs';
import {
  ruleHoldParamSchema,
  ruleIdParamSchema,
  ruleInputSchema,
  rulePatchSchema,
  ruleSchema,
  rulesResponseSchema,
} from '#shared/schemas/meta-rules';
import type { RuleService } from '../../domain/meta/rules/rule-service';
import type { AppEnv } from '../app-env';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaRuleRouteDeps {
  ruleService: RuleService;
}

const TAGS = ['Meta campaign rules'];
const PATH = '/meta/rules';
const notFound = errorResponse('Rule not found');

const listRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listMetaRules',
  path: PATH,
  tags: TAGS,
  summary:
    'Every campaign rule, oldest first (the order evaluations follow), and the rules held off campaigns after an undo',
  responses: { 200: jsonContent(rulesResponseSchema, 'The rules') },
});

const createRuleRoute = protectedRoute('manage_meta_campaigns', {
  method: 'post',
  operationId: 'createMetaRule',
  path: PATH,
  tags: TAGS,
  summary: 'Add a rule: scope, window, conditions (all/any), one action, floor/ceiling, cooldown',
  request: jsonBody(ruleInputSchema),
  responses: {
    201: jsonContent(ruleSchema, 'The new rule'),
    400: errorResponse('Invalid fields, saying which'),
  },
});

const updateRuleRoute = protectedRoute('manage_meta_campaigns', {
  method: 'patch',
  operationId: 'updateMetaRule',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: 'Change any of the fields (checked together with the stored ones)',
  request: { params: ruleIdParamSchema, ...jsonBody(rulePatchSchema) },
  responses: {
    200: jsonContent(ruleSchema, 'The updated rule'),
    400: errorResponse('Invalid fields, saying which'),
    404: notFound,
    409: errorResponse('The rule was changed meanwhile'),
  },
});

const deleteRuleRoute = protectedRoute('manage_meta_campaigns', {
  method: 'delete',
  operationId: 'deleteMetaRule',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: 'Delete a rule (its log entries stay)',
  request: { params: ruleIdParamSchema },
  responses: { 204: { description: 'Deleted' }, 404: notFound },
});

const runRoute = protectedRoute('manage_meta_campaigns', {
  method: 'post',
  operationId: 'runMetaRule',
  path: `${PATH}/{id}/run`,
  tags: TAGS,
  summary:
    'Evaluate the rule now on the stored insights: a dry run lists what it would do and why, changing ' +
    'nothing; a real run acts through Meta within the guardrails and logs every matched campaign',
  request: { params: ruleIdParamSchema, ...jsonBody(ruleRunRequestSchema) },
  responses: {
    200: jsonContent(ruleRunResponseSchema, 'Each campaign in scope: figures, outcome and why'),
    400: errorResponse('Invalid body'),
    404: notFound,
  },
});

const logRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listMetaRuleLog',
  path: `${PATH}/log`,
  tags: TAGS,
  summary: 'The action log, newest first, by rule, campaign and status; `nextCursor` reads on',
  request: { query: ruleLogQuerySchema },
  responses: {
    200: jsonContent(ruleLogResponseSchema, 'A page of entries'),
    400: errorResponse('Invalid filter or limit'),
  },
});

const undoRoute = protectedRoute('manage_meta_campaigns', {
  method: 'post',
  operationId: 'undoMetaRuleAction',
  path: `${PATH}/log/{entryId}/undo`,
  tags: TAGS,
  summary: 'Put back the status or daily budget an applied rule action changed; answers the undo’s own entry',
  request: { params: ruleLogEntryParamSchema },
  responses: {
    201: jsonContent(ruleLogEntrySchema, 'The undo’s entry'),
    400: errorResponse('Meta refused the change (with Meta’s message), or Meta not configured'),
    404: errorResponse('Log entry not found'),
    409: errorResponse('Already undone, or not an undoable action'),
    429: errorResponse('Meta is limiting requests, or the ad set had 4 budget changes in the last hour'),
    503: errorResponse('Meta is unavailable; try again'),
  },
});

const releaseRoute = protectedRoute('manage_meta_campaigns', {
  method: 'delete',
  operationId: 'releaseMetaRuleHold',
  path: `${PATH}/{id}/holds/{campaignId}`,
  tags: TAGS,
  summary:
    'Let a rule act again on a campaign it was held off after a person undid its action there ' +
    '(the evaluations skip it with "held after undo" until then, whatever the cooldown)',
  request: { params: ruleHoldParamSchema },
  responses: {
    204: { description: 'Released: the next evaluation may act' },
    400: errorResponse('Invalid rule or campaign id'),
    404: errorResponse('Rule not found, or the rule is not held off that campaign'),
  },
});

/** The signed-in user's email (the session middleware guarantees one on protected routes). */
const actor = (c: Context<AppEnv>) => c.get('user')?.email ?? 'unknown';

export function metaRuleRoutes({ ruleService }: MetaRuleRouteDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await ruleService.list(), 200))
    .openapi(logRoute, async (c) => c.json(await ruleService.log(c.req.valid('query')), 200))
    .openapi(createRuleRoute, async (c) =>
      c.json(await ruleService.create(c.req.valid('json'), actor(c)), 201),
    )
    .openapi(updateRuleRoute, async (c) =>
      c.json(await ruleService.update(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRuleRoute, async (c) => {
      await ruleService.remove(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(runRoute, async (c) =>
      c.json(await ruleService.run(c.req.valid('param').id, c.req.valid('json').dryRun, actor(c)), 200),
    )
    .openapi(undoRoute, async (c) =>
      c.json(await ruleService.undo(c.req.valid('param').entryId, actor(c)), 201),
    )
    .openapi(releaseRoute, async (c) => {
      const { id, campaignId } = c.req.valid('param');
      await ruleService.release(id, campaignId);
      return c.body(null, 204);
    });
}

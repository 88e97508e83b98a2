import {
  accountGuardrailsSchema,
  guardrailAccountParamSchema,
  ruleGuardrailsResponseSchema,
  ruleGuardrailsSchema,
} from '#shared/schemas/meta-rule-guardrails';
import type { GuardrailsService } from '../../domain/meta/rules/guardrails-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaRuleGuardrailRouteDeps {
  guardrails: GuardrailsService;
}

const TAGS = ['Meta campaign rules'];
const PATH = '/meta/rule-guardrails';

const listRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listMetaRuleGuardrails',
  path: PATH,
  tags: TAGS,
  summary:
    "Each saved ad account's caps on what automation adds to daily budgets and copies in a day, with today's usage",
  responses: { 200: jsonContent(ruleGuardrailsResponseSchema, 'The ad accounts and their caps') },
});

// The caps bound what automation may spend: the admin's to set, like the AI budget's limits.
const saveRoute = protectedRoute('system_settings', {
  method: 'put',
  operationId: 'saveMetaRuleGuardrails',
  path: `${PATH}/{accountId}`,
  tags: TAGS,
  summary: "Replace one ad account's caps (null: no cap)",
  description:
    'An action that would pass a cap is skipped and logged "Skipped: cap" with the figures; the team is ' +
    'notified once per account, cap and day.',
  request: { params: guardrailAccountParamSchema, ...jsonBody(ruleGuardrailsSchema) },
  responses: {
    200: jsonContent(accountGuardrailsSchema, 'The account with its caps as saved'),
    400: errorResponse('A cap that is negative, not a number, or a copies cap that is not whole'),
    404: errorResponse('No saved ad account has this id'),
  },
});

export function metaRuleGuardrailRoutes({ guardrails }: MetaRuleGuardrailRouteDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await guardrails.list(), 200))
    .openapi(saveRoute, async (c) =>
      c.json(await guardrails.save(c.req.valid('param').accountId, c.req.valid('json')), 200),
    );
}

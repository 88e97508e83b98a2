import { ruleImpactQuerySchema, ruleImpactResponseSchema } from '#shared/schemas/meta-rule-impact';
import type { RuleImpactReport } from '../../domain/meta/rules/rule-impact-report';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaRuleImpactRouteDeps {
  ruleImpact: RuleImpactReport;
}

const impactRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getMetaRuleImpact',
  path: '/meta/rules/impact',
  tags: ['Meta campaign rules'],
  summary:
    'What the rules did over a range of US Eastern days, per rule and in total: actions by type, and the ' +
    'estimated spend avoided by pauses and extra spend, revenue and net after budget raises and copies',
  request: { query: ruleImpactQuerySchema },
  responses: {
    200: jsonContent(ruleImpactResponseSchema, 'The estimates, per rule, in total and per day'),
    400: errorResponse('An invalid date, a start after the end, or a range over 90 days'),
  },
});

export function metaRuleImpactRoutes({ ruleImpact }: MetaRuleImpactRouteDeps) {
  return createRouter().openapi(impactRoute, async (c) =>
    c.json(await ruleImpact.report(c.req.valid('query')), 200),
  );
}

import {
  aiBudgetSettingsSchema,
  aiBudgetStatusSchema,
  processingEstimateRequestSchema,
  processingEstimateSchema,
} from '#shared/schemas/ai-budget';
import * as z from '#shared/validation/zod';
import type { AiBudgetService } from '../../domain/ai-budget/ai-budget-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface AiBudgetRouteDeps {
  aiBudget: AiBudgetService;
}

const TAGS = ['AI budget'];

const statusRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getAiBudget',
  path: '/ai-budget',
  tags: TAGS,
  summary:
    'The AI budget: each limit with what was spent in this day and month (US Eastern), and the runs held',
  responses: { 200: jsonContent(aiBudgetStatusSchema, 'Limits, spend and held runs') },
});

// The limits are the admin's to state, like the credentials whose spend they bound.
const { read: getRoute, save: putRoute } = settingsDocumentRoutes({
  permission: 'system_settings',
  path: '/settings/ai-budget',
  name: 'AiBudgetSettings',
  tags: TAGS,
  stored: aiBudgetSettingsSchema,
  read: {
    summary: 'The AI budget’s daily and monthly limits in USD (null: none), and sites’ own',
    answer: 'The limits',
  },
  save: {
    summary: 'Save the AI budget’s limits',
    description:
      'At 100% of a limit new runs wait for budget ("Waiting for budget") instead of failing; a save that ' +
      'allows them lets them go on at once.',
    answer: 'The limits as saved',
    refusals: { 400: 'A limit that is negative or not a number' },
  },
});

const releaseRoute = protectedRoute('system_settings', {
  method: 'post',
  operationId: 'releaseHeldRun',
  path: '/ai-budget/held-runs/{id}/release',
  tags: TAGS,
  summary: 'Let a run waiting for budget go on whatever the budget',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonContent(z.object({ released: z.literal(true) }), 'The run goes on'),
    404: errorResponse('No run with this id is waiting for budget'),
  },
});

const estimateRoute = protectedRoute('manage_keywords', {
  method: 'post',
  operationId: 'estimateProcessing',
  path: '/processing/estimate',
  tags: TAGS,
  summary: 'What a run would cost before it starts: the body of its route plus which route it is',
  description:
    'Writes nothing. `route` is `batch` (the Add Keywords body), `process-all` (no body), `bulk` ' +
    '(`{ ids }`, with `action: "regenerate-images"` for the bulk image regeneration) or a single ' +
    "keyword's `retry`, `variants` or `regenerate-images` (`{ id }`).",
  request: jsonBody(processingEstimateRequestSchema),
  responses: {
    200: jsonContent(
      processingEstimateSchema,
      'Pipelines, estimated USD by step, and what the budget leaves',
    ),
    400: errorResponse('A body the route would refuse'),
    404: errorResponse('A keyword that is not stored'),
  },
});

export function aiBudgetRoutes(deps: AiBudgetRouteDeps) {
  const { aiBudget } = deps;
  return createRouter()
    .openapi(statusRoute, async (c) => c.json(await aiBudget.status(), 200))
    .openapi(getRoute, async (c) => c.json(await aiBudget.getSettings(), 200))
    .openapi(putRoute, async (c) => c.json(await aiBudget.saveSettings(c.req.valid('json')), 200))
    .openapi(releaseRoute, async (c) => {
      await aiBudget.release(c.req.valid('param').id);
      return c.json({ released: true as const }, 200);
    })
    .openapi(estimateRoute, async (c) => c.json(await aiBudget.estimate(c.req.valid('json')), 200));
}

import { debugProcessRequestSchema, debugResultSchema } from '#shared/schemas/debug';
import type { DebugTester } from '../../ports/debug-tester';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface DebugRouteDeps {
  debugTester: DebugTester;
}

const processStepsRoute = protectedRoute('create_content', {
  method: 'post',
  path: '/debug/process-steps',
  tags: ['Debug'],
  summary: 'Run the content steps for one keyword without saving or publishing anything',
  request: jsonBody(debugProcessRequestSchema),
  responses: {
    200: jsonContent(debugResultSchema, 'Each step with its status and error, and what the steps produced'),
    400: errorResponse('Invalid body'),
    403: errorResponse('Forbidden'),
  },
});

export function debugRoutes(deps: DebugRouteDeps) {
  return createRouter().openapi(processStepsRoute, async (c) =>
    c.json(await deps.debugTester.run(c.req.valid('json').keyword), 200),
  );
}

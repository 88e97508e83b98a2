import type { Context } from 'hono';
import {
  type DebugRunPending,
  debugProcessRequestSchema,
  debugResultSchema,
  debugRunIdParamSchema,
  debugRunPendingSchema,
} from '#shared/schemas/debug';
import type { DebugRuns } from '../../domain/debug/debug-runs';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface DebugRouteDeps {
  debugRuns: DebugRuns;
}

const processStepsRoute = protectedRoute('create_content', {
  method: 'post',
  operationId: 'runDebugSteps',
  path: '/debug/process-steps',
  tags: ['Debug'],
  summary: 'Run the content steps for one keyword without saving or publishing anything',
  request: jsonBody(debugProcessRequestSchema),
  responses: {
    200: jsonContent(debugResultSchema, 'Each step with its status and error, and what the steps produced'),
    202: jsonContent(debugRunPendingSchema, 'Still running: poll GET /api/debug/process-steps/{id}'),
    502: errorResponse('The debug tester failed'),
    400: errorResponse('Invalid body'),
  },
});

const processStepsRunRoute = protectedRoute('create_content', {
  method: 'get',
  operationId: 'getDebugRun',
  path: '/debug/process-steps/{id}',
  tags: ['Debug'],
  summary: 'The result of a debug run, or 202 while it goes on',
  request: { params: debugRunIdParamSchema },
  responses: {
    200: jsonContent(debugResultSchema, 'Each step with its status and error, and what the steps produced'),
    202: jsonContent(debugRunPendingSchema, 'Still running: poll GET /api/debug/process-steps/{id}'),
    502: errorResponse('The debug tester failed'),
    404: errorResponse('No such debug run (runs are kept a day)'),
  },
});

export function debugRoutes(deps: DebugRouteDeps) {
  return createRouter()
    .openapi(processStepsRoute, async (c) => {
      const runId = await deps.debugRuns.start(c.req.valid('json').keyword);
      const run = await deps.debugRuns.settle(runId);
      if (run?.state === 'done') return c.json(run.result, 200);
      if (run?.state === 'running') return c.json(pending(c, runId), 202);
      return c.json({ message: run?.error ?? 'The debug run is gone' }, 502);
    })
    .openapi(processStepsRunRoute, async (c) => {
      const { id } = c.req.valid('param');
      const run = await deps.debugRuns.settle(id, 0);
      if (!run) return c.json({ message: 'No such debug run' }, 404);
      if (run.state === 'done') return c.json(run.result, 200);
      if (run.state === 'running') return c.json(pending(c, id), 202);
      return c.json({ message: run.error }, 502);
    });
}

/** The run to poll, with its address in `Location`. */
function pending(c: Context, runId: string): DebugRunPending {
  c.header('Location', `/api/debug/process-steps/${runId}`);
  return { id: runId, status: 'running' };
}

import { processingStatusSchema } from '#shared/schemas/processing';
import { readProcessingStatus } from '../../domain/processing/processing-status';
import type { RunRepository } from '../../ports/runs';
import { createRouter } from '../openapi-router';
import { jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface ProcessingRouteDeps {
  runs: RunRepository;
}

const statusRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getProcessingStatus',
  path: '/processing/status',
  tags: ['Processing'],
  summary: 'Progress of the processing runs under way, or of the latest one when none is',
  responses: {
    200: jsonContent(processingStatusSchema, 'Progress, log lines (oldest first) and the current operation'),
  },
});

export function processingRoutes(deps: ProcessingRouteDeps) {
  // Polled every 2 s while the dialog is open; like every API answer, never from a cache (no-store).
  return createRouter().openapi(statusRoute, async (c) => c.json(await readProcessingStatus(deps.runs), 200));
}

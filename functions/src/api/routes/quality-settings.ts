import { qualitySettingsSchema } from '#shared/schemas/quality';
import type { QualitySettingsService } from '../../domain/quality/quality-settings-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface QualitySettingsRouteDeps {
  qualitySettings: QualitySettingsService;
}

const tags = ['Settings'];
const PATH = '/settings/quality';
// What may go live unreviewed is the admin's to decide, like the other system settings.

const getRoute = protectedRoute('system_settings', {
  method: 'get',
  path: PATH,
  operationId: 'getQualitySettings',
  tags,
  summary:
    'The quality checks’ thresholds and the checks that hold an article back as a draft (the defaults until saved)',
  responses: { 200: jsonContent(qualitySettingsSchema, 'The settings') },
});

const putRoute = protectedRoute('system_settings', {
  method: 'put',
  path: PATH,
  operationId: 'saveQualitySettings',
  tags,
  summary: 'Save the quality checks’ thresholds and the checks that hold an article back',
  request: jsonBody(qualitySettingsSchema),
  responses: {
    200: jsonContent(qualitySettingsSchema, 'The settings as saved'),
    400: errorResponse('Invalid fields, or a minimum above its maximum'),
  },
});

export function qualitySettingsRoutes(deps: QualitySettingsRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await deps.qualitySettings.get(), 200))
    .openapi(putRoute, async (c) => c.json(await deps.qualitySettings.save(c.req.valid('json')), 200));
}

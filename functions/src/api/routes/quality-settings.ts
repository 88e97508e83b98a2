import { qualitySettingsSchema } from '#shared/schemas/quality';
import type { QualitySettingsService } from '../../domain/quality/quality-settings-service';
import { createRouter } from '../openapi-router';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface QualitySettingsRouteDeps {
  qualitySettings: QualitySettingsService;
}

const tags = ['Settings'];
// What may go live unreviewed is the admin's to decide, like the other system settings.

const { read: getRoute, save: putRoute } = settingsDocumentRoutes({
  permission: 'system_settings',
  path: '/settings/quality',
  name: 'QualitySettings',
  tags,
  stored: qualitySettingsSchema,
  read: {
    summary:
      'The quality checks’ thresholds and the checks that hold an article back as a draft (the defaults until saved)',
    answer: 'The settings',
  },
  save: {
    summary: 'Save the quality checks’ thresholds and the checks that hold an article back',
    answer: 'The settings as saved',
    refusals: { 400: 'Invalid fields, or a minimum above its maximum' },
  },
});

export function qualitySettingsRoutes(deps: QualitySettingsRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await deps.qualitySettings.get(), 200))
    .openapi(putRoute, async (c) => c.json(await deps.qualitySettings.save(c.req.valid('json')), 200));
}

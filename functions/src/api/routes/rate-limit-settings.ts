import { rateLimitSettingsSchema } from '#shared/schemas/rate-limits';
import type { RateLimitSettingsService } from '../../domain/settings/rate-limit-settings';
import { createRouter } from '../openapi-router';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface RateLimitSettingsRouteDeps {
  rateLimits: RateLimitSettingsService;
}

// The account's limits are the admin's to state, like the credentials they belong to.
const { read: getRoute, save: putRoute } = settingsDocumentRoutes({
  permission: 'system_settings',
  path: '/settings/rate-limits',
  name: 'RateLimitSettings',
  tags: ['Settings'],
  stored: rateLimitSettingsSchema,
  read: {
    summary: 'The AI models’ rate limits per minute (null: the provider’s first paid tier)',
    answer: 'The limits',
  },
  save: {
    summary: 'Save the AI models’ rate limits per minute',
    description:
      'Every process paces its calls to each model by them, together, within a minute of the save; a lower ' +
      'limit a provider announces still wins.',
    answer: 'The limits as saved',
    refusals: { 400: 'A limit that is not a whole number of at least 1' },
  },
});

export function rateLimitSettingsRoutes(deps: RateLimitSettingsRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await deps.rateLimits.get(), 200))
    .openapi(putRoute, async (c) => c.json(await deps.rateLimits.save(c.req.valid('json')), 200));
}

import { preferencesSchema } from '#shared/schemas/settings';
import type { PreferencesService } from '../../domain/settings/preferences-service';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface PreferencesRouteDeps {
  preferences: PreferencesService;
}

const tags = ['Preferences'];

// Everyone keeps their own preferences, so the lowest permission is enough.
const { read: getRoute, save: putRoute } = settingsDocumentRoutes({
  permission: 'view_dashboard',
  path: '/preferences',
  name: 'Preferences',
  tags,
  stored: preferencesSchema,
  read: {
    summary: "The signed-in user's preferences (the defaults when none are saved)",
    answer: 'The preferences',
  },
  save: {
    summary: "Save the signed-in user's preferences",
    answer: 'The preferences as saved',
    refusals: { 400: 'Invalid body' },
  },
});

export function preferencesRoutes(deps: PreferencesRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await deps.preferences.get(signedInUser(c).id), 200))
    .openapi(putRoute, async (c) =>
      c.json(await deps.preferences.save(signedInUser(c).id, c.req.valid('json')), 200),
    );
}

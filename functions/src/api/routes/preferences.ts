import { preferencesSchema } from '#shared/schemas/settings';
import type { PreferencesService } from '../../domain/settings/preferences-service';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface PreferencesRouteDeps {
  preferences: PreferencesService;
}

const tags = ['Preferences'];

// Everyone keeps their own preferences, so the lowest permission is enough.
const getRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getPreferences',
  path: '/preferences',
  tags,
  summary: "The signed-in user's preferences (the defaults when none are saved)",
  responses: { 200: jsonContent(preferencesSchema, 'The preferences') },
});

const putRoute = protectedRoute('view_dashboard', {
  method: 'put',
  operationId: 'savePreferences',
  path: '/preferences',
  tags,
  summary: "Save the signed-in user's preferences",
  request: jsonBody(preferencesSchema),
  responses: {
    200: jsonContent(preferencesSchema, 'The preferences as saved'),
    400: errorResponse('Invalid body'),
  },
});

export function preferencesRoutes(deps: PreferencesRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await deps.preferences.get(signedInUser(c).id), 200))
    .openapi(putRoute, async (c) =>
      c.json(await deps.preferences.save(signedInUser(c).id, c.req.valid('json')), 200),
    );
}

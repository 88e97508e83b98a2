import type { ZodType } from 'zod';
import {
  apiCredentialsSchema,
  apiStatusSchema,
  maskedApiCredentialsSchema,
  maskedWordPressCredentialsSchema,
  wordPressCredentialsSchema,
} from '#shared/schemas/settings';
import type { ApiStatusService } from '../../domain/settings/api-status-service';
import { apiStatusStatesOnly } from '../../domain/settings/api-status-view';
import type { SettingsService } from '../../domain/settings/settings-service';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface SettingsRouteDeps {
  settings: SettingsService;
  apiStatus: ApiStatusService;
}

const tags = ['Settings'];

// Credentials are sensitive even masked, so reading them needs the same permission as changing them.
const credentialsRoutes = <I extends ZodType, M extends ZodType>(
  path: string,
  what: string,
  input: I,
  masked: M,
  name: string,
) =>
  settingsDocumentRoutes({
    permission: 'system_settings',
    saveMethod: 'post',
    path,
    name,
    tags,
    stored: masked,
    input,
    read: {
      summary: `The saved ${what}, secrets masked (empty strings when none are saved)`,
      answer: `The saved ${what}`,
    },
    save: {
      summary: `Save the ${what}; a masked value keeps the saved secret. Refreshes the API status`,
      answer: `The ${what} as saved, secrets masked`,
      refusals: { 400: 'Invalid body, or a masked secret that is stale or was sent for another host' },
    },
  });

const api = credentialsRoutes(
  '/settings/api-credentials',
  'API credentials',
  apiCredentialsSchema,
  maskedApiCredentialsSchema,
  'ApiCredentials',
);
const wordpress = credentialsRoutes(
  '/settings/wordpress-credentials',
  'WordPress credentials',
  wordPressCredentialsSchema,
  maskedWordPressCredentialsSchema,
  'WordPressCredentials',
);

const statusRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getApiStatus',
  path: '/settings/status',
  tags,
  summary: 'Whether each upstream service accepts its credentials (checked at most every few minutes)',
  description:
    'Roles with `system_settings` get each failure reason (`message`, which may name a site address or ' +
    "repeat the service's error); other roles get each service's and each site's state only.",
  responses: { 200: jsonContent(apiStatusSchema, 'One entry per service') },
});

export function settingsRoutes(deps: SettingsRouteDeps) {
  return createRouter()
    .openapi(api.read, async (c) => c.json(await deps.settings.apiCredentials(), 200))
    .openapi(api.save, async (c) => {
      const input = c.req.valid('json');
      return c.json(await deps.settings.saveApiCredentials(input), 200);
    })
    .openapi(wordpress.read, async (c) => c.json(await deps.settings.wordPressCredentials(), 200))
    .openapi(wordpress.save, async (c) => {
      const input = c.req.valid('json');
      return c.json(await deps.settings.saveWordPressCredentials(input), 200);
    })
    .openapi(statusRoute, async (c) => {
      const status = await deps.apiStatus.current();
      const mayManage = signedInUser(c).permissions.includes('system_settings');
      return c.json(mayManage ? status : apiStatusStatesOnly(status), 200);
    });
}

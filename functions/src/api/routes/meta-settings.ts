import {
  maskedMetaCredentialsSchema,
  metaAssetSchema,
  metaCredentialsInputSchema,
  metaStatusQuerySchema,
  metaStatusSchema,
} from '#shared/schemas/meta-credentials';
import * as z from '#shared/validation/zod';
import type { MetaAssetsService } from '../../domain/meta/meta-assets-service';
import type { MetaCredentialsService } from '../../domain/meta/meta-credentials-service';
import { withoutOwnerDetails } from '../../domain/meta/meta-status-cache';
import type { MetaStatusService } from '../../domain/meta/meta-status-service';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface MetaSettingsRouteDeps {
  metaCredentials: MetaCredentialsService;
  metaStatus: MetaStatusService;
  metaAssets: MetaAssetsService;
}

const tags = ['Meta settings'];
const notConfigured = errorResponse("'Meta API not configured': no Meta credentials are saved");
const masked = (description: string) => jsonContent(maskedMetaCredentialsSchema, description);

// Credentials are sensitive even masked, so reading them needs the same permission as changing them.
const { read: getCredentials, save: saveCredentials } = settingsDocumentRoutes({
  permission: 'system_settings',
  saveMethod: 'post',
  path: '/meta/credentials',
  name: 'MetaCredentials',
  tags,
  stored: maskedMetaCredentialsSchema,
  input: metaCredentialsInputSchema,
  read: {
    summary: 'The saved Meta credentials, token and app secret masked (empty when none are saved)',
    answer: 'The saved Meta credentials',
  },
  save: {
    summary: 'Save the Meta credentials; a masked token or app secret keeps the saved one',
    answer: 'The Meta credentials as saved, secrets masked',
    refusals: { 400: 'Invalid body' },
  },
});

const useSandbox = protectedRoute('system_settings', {
  method: 'post',
  operationId: 'useMetaSandbox',
  path: '/meta/use-sandbox',
  tags,
  summary:
    'Local stack only: save the local Meta Graph sandbox’s credentials and the Snowflake sandbox’s revenue source, marked as the sandbox’s',
  responses: { 200: masked('The sandbox credentials as saved, secrets masked') },
});

const status = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getMetaStatus',
  path: '/meta/status',
  tags,
  summary:
    'Whether the saved credentials work, as Meta answered within the last minute (/me, debug_token, the default ad account); `refresh=true` asks Meta now (`system_settings` only: ignored for others). The token owner’s e-mail and the token’s scopes only to `system_settings`. An upstream failure is `connected: false`, never a 5xx',
  request: { query: metaStatusQuerySchema },
  responses: {
    200: jsonContent(metaStatusSchema, 'The connection state'),
    400: errorResponse('Invalid query'),
  },
});

/** The saved entries of one kind, each checked with Meta; only for those who build campaigns. */
const assetsRoute = <K extends string>(path: string, key: K, what: string) =>
  protectedRoute('create_meta_campaigns', {
    method: 'get',
    operationId: `listMeta${key.charAt(0).toUpperCase()}${key.slice(1)}`,
    path,
    tags,
    summary: `The saved ${what}, each with its name in Meta and whether the token may use it`,
    responses: {
      200: jsonContent(
        z.object({ [key]: z.array(metaAssetSchema) } as Record<K, z.ZodArray<typeof metaAssetSchema>>),
        `The saved ${what}`,
      ),
      400: notConfigured,
    },
  });

const adAccounts = assetsRoute('/meta/ad-accounts', 'adAccounts', 'ad accounts');
const pages = assetsRoute(
  '/meta/pages',
  'pages',
  'pages (checked against those the default ad account may promote)',
);
const pixels = assetsRoute('/meta/pixels', 'pixels', 'pixels (checked against the default ad account’s)');

export function metaSettingsRoutes(deps: MetaSettingsRouteDeps) {
  const router = createRouter()
    .openapi(getCredentials, async (c) => c.json(await deps.metaCredentials.masked(), 200))
    .openapi(saveCredentials, async (c) => {
      const input = c.req.valid('json');
      return c.json(await deps.metaCredentials.save(input), 200);
    })
    .openapi(status, async (c) => {
      const mayManage = signedInUser(c).permissions.includes('system_settings');
      const answer = await deps.metaStatus.check({ fresh: mayManage && c.req.valid('query').refresh });
      return c.json(mayManage ? answer : withoutOwnerDetails(answer), 200);
    })
    .openapi(adAccounts, async (c) => c.json({ adAccounts: await deps.metaAssets.adAccounts() }, 200))
    .openapi(pages, async (c) => c.json({ pages: await deps.metaAssets.pages() }, 200))
    .openapi(pixels, async (c) => c.json({ pixels: await deps.metaAssets.pixels() }, 200));
  // Only where a sandbox runs (the local stack): on AWS the route, and its OpenAPI entry, do not exist.
  const fillFromSandbox = deps.metaCredentials.useSandbox;
  if (fillFromSandbox) router.openapi(useSandbox, async (c) => c.json(await fillFromSandbox(), 200));
  return router;
}

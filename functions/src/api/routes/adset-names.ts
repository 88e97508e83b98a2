import {
  adsetNameSyncResponseSchema,
  adsetNamesResponseSchema,
  availableAdsetNamesResponseSchema,
} from '#shared/schemas/adset-names';
import type { AdsetNamePool } from '../../domain/meta/adset-name-pool';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface AdsetNameRouteDeps {
  adsetNames: AdsetNamePool;
}

const listRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listAdsetNames',
  path: '/adset-names',
  tags: ['Adset names'],
  summary: 'The adset name pool: available and used names, lowest channel first',
  responses: {
    200: jsonContent(adsetNamesResponseSchema, 'Both lists and their sizes'),
  },
});

const availableRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listAvailableAdsetNames',
  path: '/adset-names/available',
  tags: ['Adset names'],
  summary: 'The names a new ad set may take, lowest channel first',
  responses: {
    200: jsonContent(availableAdsetNamesResponseSchema, 'The available names'),
  },
});

const syncRoute = protectedRoute('manage_meta_campaigns', {
  method: 'post',
  operationId: 'syncAdsetNamesFromMeta',
  path: '/adset-names/sync-from-meta',
  tags: ['Adset names'],
  summary: 'Mark the names the saved Meta ad accounts already use as used',
  responses: {
    200: jsonContent(adsetNameSyncResponseSchema, 'How many names were newly marked used'),
    400: errorResponse('Meta API not configured'),
    502: errorResponse('Meta refused to list the ad sets'),
  },
});

export function adsetNameRoutes({ adsetNames }: AdsetNameRouteDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await adsetNames.overview(), 200))
    .openapi(availableRoute, async (c) => c.json({ available: await adsetNames.available() }, 200))
    .openapi(syncRoute, async (c) => c.json({ updatedCount: await adsetNames.syncFromMeta() }, 200));
}

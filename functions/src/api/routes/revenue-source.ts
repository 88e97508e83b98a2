import {
  maskedRevenueSourceSchema,
  revenueSourceFormSchema,
  revenueSourceTestSchema,
} from '#shared/schemas/revenue-source';
import type { RevenueSourceService } from '../../domain/meta/revenue/revenue-source-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface RevenueSourceRouteDeps {
  revenueSource: RevenueSourceService;
}

const tags = ['Meta settings'];
const masked = (description: string) => jsonContent(maskedRevenueSourceSchema, description);

const { read: getSource, save: saveSource } = settingsDocumentRoutes({
  permission: 'system_settings',
  saveMethod: 'post',
  path: '/meta/revenue-source',
  name: 'RevenueSource',
  tags,
  stored: maskedRevenueSourceSchema,
  input: revenueSourceFormSchema,
  read: {
    summary:
      'The saved revenue warehouse (Snowflake) settings, the private key masked (empty when none are saved)',
    answer: 'The saved revenue source',
  },
  save: {
    summary: 'Save the revenue warehouse settings; a masked private key keeps the saved one',
    answer: 'The revenue source as saved, the private key masked',
    refusals: {
      400: 'Invalid body; a private key that is not an unencrypted RSA key in PEM format; the masked key sent for another account, user or base URL; on AWS, an address not https://<account>.snowflakecomputing.com',
    },
  },
});

const testSource = protectedRoute('system_settings', {
  method: 'post',
  operationId: 'testRevenueSource',
  path: '/meta/revenue-source/test',
  tags,
  summary: 'Runs the saved query for yesterday (US Eastern) and answers how many rows it returned',
  responses: {
    200: jsonContent(revenueSourceTestSchema, 'The row count'),
    400: errorResponse('No revenue source is saved'),
    422: errorResponse('Snowflake refused the key pair or the query, or the query returns other columns'),
    502: errorResponse('Snowflake could not be reached, was unavailable or did not finish in time'),
  },
});

const useSandbox = protectedRoute('system_settings', {
  method: 'post',
  operationId: 'useRevenueSourceSandbox',
  path: '/meta/revenue-source/use-sandbox',
  tags,
  summary: 'Local stack only: save the local Snowflake sandbox’s settings, marked as the sandbox’s',
  responses: { 200: masked('The sandbox settings as saved, the private key masked') },
});

export function revenueSourceRoutes(deps: RevenueSourceRouteDeps) {
  const router = createRouter()
    .openapi(getSource, async (c) => c.json(await deps.revenueSource.masked(), 200))
    .openapi(saveSource, async (c) => c.json(await deps.revenueSource.save(c.req.valid('json')), 200))
    .openapi(testSource, async (c) => c.json(await deps.revenueSource.test(), 200));
  // Only where a sandbox runs (the local stack): on AWS the route, and its OpenAPI entry, do not exist.
  const fillFromSandbox = deps.revenueSource.useSandbox;
  if (fillFromSandbox) router.openapi(useSandbox, async (c) => c.json(await fillFromSandbox(), 200));
  return router;
}

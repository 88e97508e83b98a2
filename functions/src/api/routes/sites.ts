import {
  newSiteSchema,
  siteChangesSchema,
  siteChoicesSchema,
  siteIdParamSchema,
  siteListSchema,
  siteSchema,
  siteTestResultSchema,
} from '#shared/schemas/sites';
import type { SiteService } from '../../domain/sites/site-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface SiteRouteDeps {
  siteService: SiteService;
}

const tags = ['Sites'];
const path = '/sites';
const params = siteIdParamSchema;
const notFound = errorResponse('Site not found');
const badInput = errorResponse(
  'Invalid body, or a masked password that is stale or was sent for another site',
);

// Sites carry credentials (masked), so reading them needs the permission that changes them, as in Settings.
const listRoute = protectedRoute('system_settings', {
  method: 'get',
  operationId: 'listSites',
  path,
  tags,
  summary: 'Every WordPress site, the primary one first, passwords masked; exactly one is the default',
  responses: { 200: jsonContent(siteListSchema, 'The sites') },
});

const choicesRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listSiteChoices',
  path: `${path}/choices`,
  tags,
  summary:
    "The sites' ids and names, which is the default, and their Meta page, pixel and utm_source (for the campaign creator)",
  responses: {
    200: jsonContent(siteChoicesSchema, 'Names and Meta ids only, no credentials'),
  },
});

const getRoute = protectedRoute('system_settings', {
  method: 'get',
  operationId: 'getSite',
  path: `${path}/{id}`,
  tags,
  summary: 'One site, password masked',
  request: { params },
  responses: { 200: jsonContent(siteSchema, 'The site'), 404: notFound },
});

const createSiteRoute = protectedRoute('system_settings', {
  method: 'post',
  operationId: 'createSite',
  path,
  tags,
  summary: 'Add a WordPress site; its password is kept in the secret store',
  request: jsonBody(newSiteSchema),
  responses: { 201: jsonContent(siteSchema, 'The site as saved'), 400: badInput },
});

const updateRoute = protectedRoute('system_settings', {
  method: 'patch',
  operationId: 'updateSite',
  path: `${path}/{id}`,
  tags,
  summary:
    'Change a site (null clears an optional field; a masked password keeps the saved one); isDefault: true makes it the default',
  request: { params, ...jsonBody(siteChangesSchema) },
  responses: {
    200: jsonContent(siteSchema, 'The site as saved'),
    400: badInput,
    404: notFound,
    409: errorResponse('The site or the default changed meanwhile'),
  },
});

const deleteRoute = protectedRoute('system_settings', {
  method: 'delete',
  operationId: 'deleteSite',
  path: `${path}/{id}`,
  tags,
  summary:
    'Delete a site and its credentials; refused for the main and the default site and while keywords are queued for it',
  request: { params },
  responses: {
    204: { description: 'Deleted' },
    404: notFound,
    409: errorResponse('The main or default site, or keywords are queued for it'),
  },
});

const testRoute = protectedRoute('system_settings', {
  method: 'post',
  operationId: 'testSite',
  path: `${path}/{id}/test`,
  tags,
  summary: "Check the site's saved credentials with users/me, and read its time zone and categories",
  request: { params },
  responses: {
    200: jsonContent(siteTestResultSchema, 'Whether WordPress accepted them, and what the site says'),
    404: notFound,
  },
});

export function siteRoutes(deps: SiteRouteDeps) {
  const service = deps.siteService;
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ sites: await service.list() }, 200))
    .openapi(choicesRoute, async (c) => {
      const sites = await service.list();
      const choices = sites.map(({ id, name, isDefault, metaPageId, metaPixelId, utmSource }) => ({
        id,
        name,
        isDefault,
        ...(metaPageId ? { metaPageId } : {}),
        ...(metaPixelId ? { metaPixelId } : {}),
        ...(utmSource ? { utmSource } : {}),
      }));
      return c.json({ sites: choices }, 200);
    })
    .openapi(getRoute, async (c) => c.json(await service.get(c.req.valid('param').id), 200))
    .openapi(createSiteRoute, async (c) => c.json(await service.create(c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) =>
      c.json(await service.update(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.remove(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(testRoute, async (c) => c.json(await service.test(c.req.valid('param').id), 200));
}

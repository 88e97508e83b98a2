import * as z from 'zod';
import {
  profileChoicesSchema,
  profileInputSchema,
  profileListSchema,
  profileSchema,
  profileUpdateSchema,
} from '#shared/schemas/meta-profiles';
import type { MetaAccess } from '../../domain/meta/meta-access';
import { MetaNotConfiguredError } from '../../domain/meta/meta-not-configured-error';
import type { ProfileService } from '../../domain/meta/profile-service';
import { createRouter, describeIssues } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface MetaAdSettingsRouteDeps {
  profileService: ProfileService;
  metaAccess: Pick<MetaAccess, 'credentials'>;
}

const tags = ['Meta ad settings profiles'];
const path = '/meta/ad-settings/profiles';
const params = z.object({ id: z.string().min(1).max(100) });
const notFound = errorResponse('Profile not found');

const listRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'listAdSettingsProfiles',
  path,
  tags,
  summary: 'Every ad settings profile, oldest first; exactly one is the default when any exist',
  responses: { 200: jsonContent(profileListSchema, 'The profiles') },
});

const getRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getAdSettingsProfile',
  path: `${path}/{id}`,
  tags,
  summary: 'One profile',
  request: { params },
  responses: { 200: jsonContent(profileSchema, 'The profile'), 404: notFound },
});

const choicesRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getAdSettingsChoices',
  path: '/meta/ad-settings/choices',
  tags,
  summary: 'Whether profiles may be created (Meta configured) and the saved pages and pixels to choose from',
  responses: { 200: jsonContent(profileChoicesSchema, 'Names and ids only, no secret') },
});

const createProfileRoute = protectedRoute('manage_meta_campaigns', {
  method: 'post',
  operationId: 'createAdSettingsProfile',
  path,
  tags,
  summary: 'Add a profile (the first one becomes the default)',
  request: jsonBody(profileInputSchema),
  responses: {
    201: jsonContent(profileSchema, 'The new profile'),
    400: errorResponse('Invalid fields, an option Meta refuses, or Meta API not configured'),
  },
});

const updateProfileRoute = protectedRoute('manage_meta_campaigns', {
  method: 'patch',
  operationId: 'updateAdSettingsProfile',
  path: `${path}/{id}`,
  tags,
  summary: 'Change any of the fields (checked together with the stored ones), or {isDefault: true}',
  request: { params, ...jsonBody(profileUpdateSchema) },
  responses: {
    200: jsonContent(profileSchema, 'The updated profile'),
    400: errorResponse('Invalid fields or an option Meta refuses'),
    404: notFound,
    409: errorResponse('Changed meanwhile, or isDefault false on the default profile'),
  },
});

const deleteProfileRoute = protectedRoute('manage_meta_campaigns', {
  method: 'delete',
  operationId: 'deleteAdSettingsProfile',
  path: `${path}/{id}`,
  tags,
  summary: 'Delete a profile (deleting the default makes the oldest one left the default)',
  request: { params },
  responses: { 204: { description: 'Deleted' }, 404: notFound },
});

/** What the screen needs of the saved credentials: whether they are usable, and the entries' names. */
async function choices(metaAccess: MetaAdSettingsRouteDeps['metaAccess']) {
  const credentials = await metaAccess.credentials();
  return {
    metaConfigured: Boolean(credentials?.accessToken && credentials.adAccountEntries.length > 0),
    pages: credentials?.pageEntries ?? [],
    pixels: credentials?.pixelEntries ?? [],
  };
}

export function metaAdSettingsRoutes({ profileService, metaAccess }: MetaAdSettingsRouteDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await profileService.list(), 200))
    .openapi(choicesRoute, async (c) => c.json(await choices(metaAccess), 200))
    .openapi(getRoute, async (c) => c.json(await profileService.get(c.req.valid('param').id), 200))
    .openapi(createProfileRoute, async (c) => {
      // The screen only offers creation once Meta is configured; the API holds the same line.
      if (!(await choices(metaAccess)).metaConfigured) throw new MetaNotConfiguredError();
      const { isDefault, ...values } = c.req.valid('json');
      return c.json(await profileService.create(values, isDefault === true), 201);
    })
    .openapi(updateProfileRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { isDefault, ...changes } = c.req.valid('json');
      if (Object.keys(changes).length > 0) {
        const previous = await profileService.record(id);
        const { id: _id, createdAt: _created, updatedAt: _updated, ...stored } = previous;
        const merged = profileInputSchema.safeParse({ ...stored, ...changes });
        if (!merged.success) return c.json({ message: describeIssues(merged.error) }, 400);
        const { isDefault: _ignored, ...values } = merged.data;
        const updated = await profileService.update(id, values, previous);
        if (isDefault === undefined) return c.json(updated, 200);
      }
      if (isDefault !== undefined) return c.json(await profileService.setDefault(id, isDefault), 200);
      return c.json(await profileService.get(id), 200);
    })
    .openapi(deleteProfileRoute, async (c) => {
      await profileService.remove(c.req.valid('param').id);
      return c.body(null, 204);
    });
}

import { secondFactorPolicySchema } from '#shared/schemas/second-factors';
import type { SecondFactorPolicyService } from '../../domain/auth/second-factor/second-factor-policy';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface SecondFactorPolicyRouteDeps {
  secondFactorPolicy: SecondFactorPolicyService;
}

const tags = ['Settings'];
const PATH = '/settings/second-factor';
// Who must prove more than a password is the admin's to decide, like the other system settings.

const getRoute = protectedRoute('system_settings', {
  method: 'get',
  path: PATH,
  operationId: 'getSecondFactorPolicy',
  tags,
  summary: 'The roles that must have a second factor (none until saved)',
  responses: { 200: jsonContent(secondFactorPolicySchema, 'The policy') },
});

const putRoute = protectedRoute('system_settings', {
  method: 'put',
  path: PATH,
  operationId: 'saveSecondFactorPolicy',
  tags,
  summary: 'Require a second factor for these roles',
  description:
    'A user of such a role without one is sent to set one up right after signing in; until then every ' +
    'call but setting it up, `GET /api/auth/user` and logging out answers 403 with `code: ' +
    '"mfa_setup_required"`. Requiring it of your own role needs a second factor of your own first.',
  request: jsonBody(secondFactorPolicySchema),
  responses: {
    200: jsonContent(secondFactorPolicySchema, 'The policy as saved'),
    400: errorResponse('Invalid body'),
    409: errorResponse('Your own role would be required while you have no second factor'),
  },
});

export function secondFactorPolicyRoutes({ secondFactorPolicy }: SecondFactorPolicyRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await secondFactorPolicy.get(), 200))
    .openapi(putRoute, async (c) =>
      c.json(await secondFactorPolicy.save(c.req.valid('json'), signedInUser(c)), 200),
    );
}

import { secondFactorPolicySchema } from '#shared/schemas/second-factors';
import type { SecondFactorPolicyService } from '../../domain/auth/second-factor/second-factor-policy';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface SecondFactorPolicyRouteDeps {
  secondFactorPolicy: SecondFactorPolicyService;
}

const tags = ['Settings'];
// Who must prove more than a password is the admin's to decide, like the other system settings.

const { read: getRoute, save: putRoute } = settingsDocumentRoutes({
  permission: 'system_settings',
  path: '/settings/second-factor',
  name: 'SecondFactorPolicy',
  tags,
  stored: secondFactorPolicySchema,
  read: { summary: 'The roles that must have a second factor (none until saved)', answer: 'The policy' },
  save: {
    summary: 'Require a second factor for these roles',
    description:
      'A user of such a role without one is sent to set one up right after signing in; until then every ' +
      'call but setting it up, `GET /api/auth/user` and logging out answers 403 with `code: ' +
      '"mfa_setup_required"`. Requiring it of your own role needs a second factor of your own first.',
    answer: 'The policy as saved',
    refusals: { 400: 'Invalid body', 409: 'Your own role would be required while you have no second factor' },
  },
});

export function secondFactorPolicyRoutes({ secondFactorPolicy }: SecondFactorPolicyRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await secondFactorPolicy.get(), 200))
    .openapi(putRoute, async (c) =>
      c.json(await secondFactorPolicy.save(c.req.valid('json'), signedInUser(c)), 200),
    );
}

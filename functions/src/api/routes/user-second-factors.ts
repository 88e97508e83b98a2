import * as z from 'zod';
import type { SecondFactorReset } from '../../domain/auth/second-factor/second-factor-reset';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { errorResponse } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface UserSecondFactorRouteDeps {
  resetSecondFactors: SecondFactorReset;
}

const resetRoute = protectedRoute('manage_users', {
  method: 'post',
  operationId: 'resetUserSecondFactors',
  path: '/users/{id}/mfa/reset',
  tags: ['Users'],
  summary: 'Remove every second factor of a user (a lost phone)',
  description:
    'Their authenticator app, passkeys and recovery codes go; their password alone signs them in until ' +
    'they set up a new one. Logged, and the team is notified.',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    204: { description: 'Reset (or there was nothing to reset)' },
    404: errorResponse('User not found'),
  },
});

export function userSecondFactorRoutes(deps: UserSecondFactorRouteDeps) {
  return createRouter().openapi(resetRoute, async (c) => {
    await deps.resetSecondFactors(signedInUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}

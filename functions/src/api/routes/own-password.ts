import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { changeOwnPasswordSchema } from '#shared/schemas/auth';
import type { OwnPasswordChange } from '../../domain/auth/own-password-change';
import { CHANGED_MEANWHILE } from '../../domain/users/user-service';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { writeSessionCookie } from '../session-cookie';
import { errorResponse, jsonBody } from './openapi-responses';
import { refusedProof } from './password-proof';

export interface OwnPasswordRouteDeps {
  ownPasswordChange: OwnPasswordChange;
  clientAddress: (c: Context) => string;
}

const changeOwnPasswordRoute = createRoute({
  method: 'post',
  path: '/me/password',
  operationId: 'changeOwnPassword',
  tags: ['Auth'],
  summary: 'Change your own password',
  description:
    'Any signed-in user, with their current password. Every other session of the user ends; this ' +
    'browser gets a new session cookie. A wrong current password counts as a failed sign-in attempt ' +
    '(the same limits as `POST /api/login`). The 10,000 most common passwords are refused.',
  request: jsonBody(changeOwnPasswordSchema),
  responses: {
    204: { description: 'Changed; the other sessions ended' },
    400: errorResponse('Invalid body, a wrong current password, or a too common new password'),
    401: errorResponse('Not signed in'),
    409: errorResponse('The account changed meanwhile'),
    429: errorResponse('Too many failed attempts; see Retry-After'),
  },
});

export function ownPasswordRoutes(deps: OwnPasswordRouteDeps) {
  return createRouter().openapi(changeOwnPasswordRoute, async (c) => {
    const user = signedInUser(c);
    const result = await deps.ownPasswordChange.change(user.id, c.req.valid('json'), deps.clientAddress(c));
    switch (result.outcome) {
      case 'changed':
        writeSessionCookie(c, result.sessionId);
        return c.body(null, 204);
      case 'wrong-password':
      case 'rate-limited':
        return refusedProof(c, result);
      case 'changed-meanwhile':
        return c.json({ message: CHANGED_MEANWHILE }, 409);
    }
  });
}

import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AuthUser } from '#shared/schemas/auth';
import type { SessionService } from '../../domain/auth/session-service';
import { toAuthUser } from '../../domain/users/user-view';
import { addLogKeys } from '../../lib/log-keys';
import type { UserRepository } from '../../ports/users';
import type { AppEnv } from '../app-env';
import { readSessionCookie } from '../session-cookie';

/**
 * Routes reachable without a session: signing in (both steps: the second reads its own pending-sign-in
 * cookie; the first also from the login page's HTML form), and signing out (a plain link).
 */
export const PUBLIC_ROUTES = new Set([
  'POST /api/login',
  'POST /api/login/form',
  'POST /api/login/mfa',
  'POST /api/login/mfa/passkey-options',
  'GET /api/logout',
  'POST /api/logout',
]);

/**
 * Resolves the session cookie to an active user. Every `/api` route but the public ones answers 401
 * without one, unknown paths included, so nothing about the API is visible to strangers.
 */
export function session(deps: {
  sessions: SessionService;
  users: UserRepository;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sessionId = readSessionCookie(c);
    if (sessionId) {
      const userId = await deps.sessions.resolve(sessionId);
      const user = userId ? await deps.users.findById(userId) : undefined;
      if (user?.isActive) {
        c.set('user', toAuthUser(user));
        addLogKeys({ userId: user.id });
        c.set('sessionId', sessionId);
      }
    }
    if (!c.get('user') && !PUBLIC_ROUTES.has(`${c.req.method} ${c.req.path}`)) {
      return c.json({ message: 'Authentication required' }, 401);
    }
    return next();
  };
}

/** The signed-in user of a protected route (the session middleware guarantees one). */
export function signedInUser(c: { get(key: 'user'): AuthUser | undefined }): AuthUser {
  const user = c.get('user');
  if (!user) throw new HTTPException(401, { message: 'Authentication required' });
  return user;
}

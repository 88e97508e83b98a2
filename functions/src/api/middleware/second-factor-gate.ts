import type { MiddlewareHandler } from 'hono';
import { MFA_SETUP_REQUIRED } from '#shared/auth/second-factor-codes';
import type { SecondFactorPolicyService } from '../../domain/auth/second-factor/second-factor-policy';
import type { AppEnv } from '../app-env';
import { PUBLIC_ROUTES } from './session';

/** What a user who must set up a second factor may still call: setting it up, who they are, signing out. */
const isSetUpRoute = (method: string, path: string) =>
  path === '/api/me/mfa' ||
  path.startsWith('/api/me/mfa/') ||
  (method === 'GET' && path === '/api/auth/user') ||
  PUBLIC_ROUTES.has(`${method} ${path}`);

/**
 * Holds a signed-in user whose role must have a second factor, and who has none, to setting one up:
 * every other call answers 403 `mfa_setup_required`, and `GET /api/auth/user` says `mfaSetupRequired`
 * so the web can take them to the Security page.
 */
export function secondFactorGate(deps: {
  secondFactorPolicy: SecondFactorPolicyService;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user || !(await deps.secondFactorPolicy.setupRequired(user))) return next();
    c.set('user', { ...user, mfaSetupRequired: true });
    if (isSetUpRoute(c.req.method, c.req.path)) return next();
    return c.json(
      {
        message:
          'Your role requires a second factor. Set one up on the Security page (in your account menu) to continue.',
        code: MFA_SETUP_REQUIRED,
      },
      403,
    );
  };
}

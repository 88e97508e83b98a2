import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import * as z from 'zod';
import { authUserSchema, loginResponseSchema, loginSchema } from '#shared/schemas/auth';
import { mfaRequiredSchema } from '#shared/schemas/second-factor-sign-in';
import type { LoginService } from '../../domain/auth/login-service';
import type { SessionService } from '../../domain/auth/session-service';
import { readDeviceCookie, writeDeviceCookie } from '../device-cookie';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { writePendingSignInCookie } from '../pending-sign-in-cookie';
import { clearSessionCookie, writeSessionCookie } from '../session-cookie';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { tooManyAttempts } from './too-many-attempts';

export interface AuthRouteDeps {
  login: LoginService;
  sessions: SessionService;
  /** The caller's network address, for rate limiting (how it is found depends on the host). */
  clientAddress: (c: Context) => string;
}

const loginRoute = createRoute({
  method: 'post',
  operationId: 'login',
  path: '/login',
  tags: ['Auth'],
  summary: 'Sign in with email and password; sets the session cookie and the device cookie',
  description:
    'A user with a second factor gets `{ mfaRequired, methods }` instead, and only a pending-sign-in ' +
    'cookie (5 minutes) with which `POST /api/login/mfa` finishes signing in. The device cookie ' +
    '(`kw_device`) marks a browser that signed in to the account before: its next attempts are not held ' +
    "up by the account's pacing (the limits per address still hold).",
  security: [],
  request: jsonBody(loginSchema),
  responses: {
    200: jsonContent(
      z.union([loginResponseSchema, mfaRequiredSchema]),
      'Signed in, or the password was right and a second factor is needed',
    ),
    400: errorResponse('Invalid body'),
    401: jsonContent(loginResponseSchema, 'Wrong email or password, or a disabled account'),
    429: jsonContent(loginResponseSchema, 'Too many failed attempts; see Retry-After'),
  },
});

const currentUserRoute = createRoute({
  method: 'get',
  operationId: 'getCurrentUser',
  path: '/auth/user',
  tags: ['Auth'],
  summary: 'The signed-in user',
  responses: {
    200: jsonContent(authUserSchema, 'The signed-in user'),
    401: errorResponse('Not signed in'),
  },
});

const logoutResponses = { 302: { description: 'Session ended; redirects to /login' } };
const logoutGetRoute = createRoute({
  method: 'get',
  operationId: 'logoutViaLink',
  path: '/logout',
  tags: ['Auth'],
  summary: 'End the session and go to the sign-in page',
  security: [],
  responses: logoutResponses,
});
const logoutPostRoute = createRoute({
  ...logoutGetRoute,
  method: 'post',
  operationId: 'logout',
  responses: {
    ...logoutResponses,
    403: errorResponse('Cross-origin request refused: the Origin header must match this site'),
  },
});

export function authRoutes(deps: AuthRouteDeps) {
  const endSession = async (c: Context) => {
    const sessionId = c.get('sessionId') as string | undefined;
    // A cross-site link must not be able to sign anyone out (SameSite=Lax still sends the cookie on it).
    const crossSite = c.req.method === 'GET' && c.req.header('sec-fetch-site') === 'cross-site';
    if (sessionId && !crossSite) await deps.sessions.end(sessionId);
    if (!crossSite) clearSessionCookie(c);
    return c.redirect('/login', 302);
  };

  return createRouter()
    .openapi(loginRoute, async (c) => {
      const { username, password } = c.req.valid('json');
      const result = await deps.login.login(username, password, deps.clientAddress(c), readDeviceCookie(c));
      if (result.outcome === 'rate-limited') {
        c.header('Retry-After', String(result.retryAfterSeconds));
        return c.json({ success: false, message: tooManyAttempts(result.retryAfterSeconds) }, 429);
      }
      if (result.outcome === 'invalid') {
        return c.json({ success: false, message: 'Invalid email or password' }, 401);
      }
      if (result.outcome === 'second-factor') {
        writePendingSignInCookie(c, result.pendingId);
        return c.json({ mfaRequired: true as const, methods: result.methods }, 200);
      }
      // A new id at every sign-in; a session the browser still carried is ended.
      const previous = c.get('sessionId');
      if (previous) await deps.sessions.end(previous);
      writeSessionCookie(c, result.sessionId);
      writeDeviceCookie(c, result.deviceToken);
      return c.json({ success: true, message: 'Login successful' }, 200);
    })
    .openapi(currentUserRoute, (c) => c.json(signedInUser(c), 200))
    .openapi(logoutGetRoute, endSession)
    .openapi(logoutPostRoute, endSession);
}

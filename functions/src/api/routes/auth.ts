import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import * as z from 'zod';
import { signInErrorMessage, signInRedirectUrl } from '#shared/auth/sign-in-redirect';
import { authUserSchema, type LoginInput, loginResponseSchema, loginSchema } from '#shared/schemas/auth';
import { mfaRequiredSchema } from '#shared/schemas/second-factor-sign-in';
import type { LoginResult, LoginService } from '../../domain/auth/login-service';
import type { SessionService } from '../../domain/auth/session-service';
import type { AppEnv } from '../app-env';
import { readDeviceCookie, writeDeviceCookie } from '../device-cookie';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { writePendingSignInCookie } from '../pending-sign-in-cookie';
import { clearSessionCookie, writeSessionCookie } from '../session-cookie';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';

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

const loginFormRoute = createRoute({
  method: 'post',
  operationId: 'loginViaForm',
  path: '/login/form',
  tags: ['Auth'],
  summary: "Sign in from the login page's HTML form, before its script has loaded; answers redirects",
  description:
    'The sign-in of `POST /api/login`, with the same cookies, for the form the browser posts by itself. ' +
    'Each outcome is a 303 to a page: `/` once signed in; `/login?step=second-factor&methods=totp,passkey` ' +
    'when a second factor is needed (finished with `POST /api/login/mfa`); `/login?error=invalid`, ' +
    '`/login?error=rate-limited&retry=<seconds>` (with Retry-After) or `/login?error=bad-request` (a ' +
    'field missing or malformed) otherwise. The query carries codes only, never text.',
  security: [],
  request: {
    body: { content: { 'application/x-www-form-urlencoded': { schema: loginSchema } }, required: true },
  },
  responses: {
    303: {
      description: 'Signed in, a second factor needed, or refused: the page to go to',
      headers: {
        Location: { description: 'The page: `/` or `/login` with its query', schema: { type: 'string' } },
        'Retry-After': {
          description: 'Seconds to wait, when too many attempts failed',
          schema: { type: 'integer' },
        },
      },
    },
    403: errorResponse('Cross-origin request refused: the Origin header must match this site'),
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

/**
 * The sign-in both login routes run, with the cookies of its outcome: the pending-sign-in cookie when a
 * second factor is awaited, a new session and the device cookie once signed in. Each route only answers.
 */
async function signIn(c: Context<AppEnv>, deps: AuthRouteDeps, input: LoginInput): Promise<LoginResult> {
  const result = await deps.login.login(
    input.username,
    input.password,
    deps.clientAddress(c),
    readDeviceCookie(c),
  );
  if (result.outcome === 'rate-limited') c.header('Retry-After', String(result.retryAfterSeconds));
  if (result.outcome === 'second-factor') writePendingSignInCookie(c, result.pendingId);
  if (result.outcome === 'signed-in') {
    // A new id at every sign-in; a session the browser still carried is ended.
    const previous = c.get('sessionId');
    if (previous) await deps.sessions.end(previous);
    writeSessionCookie(c, result.sessionId);
    writeDeviceCookie(c, result.deviceToken);
  }
  return result;
}

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
      const result = await signIn(c, deps, c.req.valid('json'));
      switch (result.outcome) {
        case 'rate-limited':
          return c.json(
            { success: false, message: signInErrorMessage('rate-limited', result.retryAfterSeconds) },
            429,
          );
        case 'invalid':
          return c.json({ success: false, message: signInErrorMessage('invalid') }, 401);
        case 'second-factor':
          return c.json({ mfaRequired: true as const, methods: result.methods }, 200);
        case 'signed-in':
          return c.json({ success: true, message: 'Login successful' }, 200);
      }
    })
    .openapi(
      loginFormRoute,
      async (c) => c.redirect(signInRedirectUrl(await signIn(c, deps, c.req.valid('form'))), 303),
      // A form without script sends what was typed, empty or not: send it back to the page, not JSON.
      (result, c) => {
        if (!result.success) return c.redirect(signInRedirectUrl({ outcome: 'bad-request' }), 303);
      },
    )
    .openapi(currentUserRoute, (c) => c.json(signedInUser(c), 200))
    .openapi(logoutGetRoute, endSession)
    .openapi(logoutPostRoute, endSession);
}

import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { tooManyAttempts } from '#shared/auth/too-many-attempts';
import { loginResponseSchema } from '#shared/schemas/auth';
import { passkeyOptionsSchema } from '#shared/schemas/passkey-credentials';
import { secondFactorSignInSchema } from '#shared/schemas/second-factor-sign-in';
import type { SecondStepSignIn } from '../../domain/auth/second-factor/second-step-sign-in';
import type { SessionService } from '../../domain/auth/session-service';
import { readDeviceCookie, writeDeviceCookie } from '../device-cookie';
import { createRouter } from '../openapi-router';
import { clearPendingSignInCookie, readPendingSignInCookie } from '../pending-sign-in-cookie';
import { relyingPartyOf } from '../relying-party';
import { writeSessionCookie } from '../session-cookie';
import type { SiteOriginSettings } from '../site-origin';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';

export interface LoginSecondStepRouteDeps extends SiteOriginSettings {
  secondStep: SecondStepSignIn;
  sessions: SessionService;
  clientAddress: (c: Context) => string;
}

const EXPIRED = 'Your sign-in has expired. Enter your email and password again.';
const tags = ['Auth'];

const completeRoute = createRoute({
  method: 'post',
  operationId: 'completeLoginWithSecondFactor',
  path: '/login/mfa',
  tags,
  summary: 'Finish signing in with a code or a passkey; sets the session cookie',
  description:
    'Only with the pending-sign-in cookie that `POST /api/login` set (valid 5 minutes). A code is the ' +
    "authenticator app's current one (each works once) or a recovery code; a wrong one counts as a " +
    'failed sign-in, with the same limits as a wrong password. Answers what `POST /api/login` answers.',
  security: [],
  request: jsonBody(secondFactorSignInSchema),
  responses: {
    200: jsonContent(loginResponseSchema, 'Signed in'),
    400: errorResponse('Invalid body'),
    401: jsonContent(loginResponseSchema, 'A wrong code or passkey, or no pending sign-in'),
    429: jsonContent(loginResponseSchema, 'Too many failed attempts; see Retry-After'),
  },
});

const passkeyOptionsRoute = createRoute({
  method: 'post',
  operationId: 'loginPasskeyOptions',
  path: '/login/mfa/passkey-options',
  tags,
  summary: 'Options for navigator.credentials.get() to finish signing in with a passkey',
  description: 'Only with the pending-sign-in cookie, for a user with a passkey.',
  security: [],
  responses: {
    200: jsonContent(passkeyOptionsSchema, 'PublicKeyCredentialRequestOptionsJSON'),
    401: errorResponse('No pending sign-in, or no passkey to sign with'),
  },
});

/** The second step of signing in, for users with a second factor; nothing else accepts its cookie. */
export function loginSecondStepRoutes(deps: LoginSecondStepRouteDeps) {
  return createRouter()
    .openapi(completeRoute, async (c) => {
      const pendingId = readPendingSignInCookie(c);
      const proof = c.req.valid('json');
      const result = pendingId
        ? await deps.secondStep.complete(
            pendingId,
            proof,
            deps.clientAddress(c),
            relyingPartyOf(c, deps),
            readDeviceCookie(c),
          )
        : ({ outcome: 'expired' } as const);
      switch (result.outcome) {
        case 'rate-limited':
          c.header('Retry-After', String(result.retryAfterSeconds));
          return c.json({ success: false, message: tooManyAttempts(result.retryAfterSeconds) }, 429);
        case 'expired':
          clearPendingSignInCookie(c);
          return c.json({ success: false, message: EXPIRED }, 401);
        case 'invalid':
          return c.json(
            { success: false, message: 'code' in proof ? 'Invalid code' : 'The passkey was not accepted' },
            401,
          );
        case 'signed-in': {
          // As at the first step: a new session id, and one the browser still carried is ended.
          const previous = c.get('sessionId');
          if (previous) await deps.sessions.end(previous);
          clearPendingSignInCookie(c);
          writeSessionCookie(c, result.sessionId);
          writeDeviceCookie(c, result.deviceToken);
          return c.json({ success: true, message: 'Login successful' }, 200);
        }
      }
    })
    .openapi(passkeyOptionsRoute, async (c) => {
      const pendingId = readPendingSignInCookie(c);
      const options = pendingId && (await deps.secondStep.passkeyOptions(pendingId, relyingPartyOf(c, deps)));
      if (!options) return c.json({ message: EXPIRED }, 401);
      return c.json(options as { challenge: string }, 200);
    });
}

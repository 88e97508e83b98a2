import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { passkeyOptionsSchema } from '#shared/schemas/passkey-credentials';
import {
  passkeyParamsSchema,
  passkeyRegistrationSchema,
  passkeySummarySchema,
  passwordProofSchema,
  recoveryCodesSchema,
  secondFactorStatusSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
} from '#shared/schemas/second-factors';
import type { OwnSecondFactors } from '../../domain/auth/second-factor/own-second-factors';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { relyingPartyOf } from '../relying-party';
import type { SiteOriginSettings } from '../site-origin';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { refusedProof } from './password-proof';

export interface OwnSecondFactorRouteDeps extends SiteOriginSettings {
  ownSecondFactors: OwnSecondFactors;
  clientAddress: (c: Context) => string;
}

const tags = ['Auth'];
const notSignedIn = errorResponse('Not signed in');
const proofRefusals = {
  400: errorResponse('Invalid body, or a wrong current password (it counts as a failed sign-in)'),
  401: notSignedIn,
  429: errorResponse('Too many failed attempts; see Retry-After'),
};

const statusRoute = createRoute({
  method: 'get',
  path: '/me/mfa',
  operationId: 'getOwnSecondFactors',
  tags,
  summary: 'Your second factors: the authenticator app, passkeys and recovery codes left',
  responses: { 200: jsonContent(secondFactorStatusSchema, 'Your second factors'), 401: notSignedIn },
});

const startTotpRoute = createRoute({
  method: 'post',
  path: '/me/mfa/totp',
  operationId: 'startTotp',
  tags,
  summary: 'Start setting up an authenticator app: a new secret, not on until confirmed with a code',
  request: jsonBody(passwordProofSchema),
  responses: {
    200: jsonContent(totpEnrolmentSchema, 'The secret and its otpauth URI (shown once)'),
    ...proofRefusals,
    409: errorResponse('An authenticator app is set up already'),
  },
});

const confirmTotpRoute = createRoute({
  method: 'post',
  path: '/me/mfa/totp/confirm',
  operationId: 'confirmTotp',
  tags,
  summary: 'Turn the authenticator app on with its current code; answers ten recovery codes, shown once',
  request: jsonBody(totpConfirmSchema),
  responses: {
    200: jsonContent(recoveryCodesSchema, 'On; the recovery codes (each works once)'),
    400: errorResponse('Invalid body, a wrong code, or no set-up under way'),
    401: notSignedIn,
  },
});

const removeTotpRoute = createRoute({
  method: 'delete',
  path: '/me/mfa/totp',
  operationId: 'removeTotp',
  tags,
  summary: 'Remove the authenticator app (the recovery codes go too when no passkey is left)',
  request: jsonBody(passwordProofSchema),
  responses: { 204: { description: 'Removed' }, ...proofRefusals },
});

const passkeyOptionsRoute = createRoute({
  method: 'post',
  path: '/me/mfa/passkeys/options',
  operationId: 'startPasskeyRegistration',
  tags,
  summary: 'Options for navigator.credentials.create() to make a passkey for this site',
  request: jsonBody(passwordProofSchema),
  responses: {
    200: jsonContent(passkeyOptionsSchema, 'PublicKeyCredentialCreationOptionsJSON'),
    ...proofRefusals,
    409: errorResponse('At most 10 passkeys'),
  },
});

const addPasskeyRoute = createRoute({
  method: 'post',
  path: '/me/mfa/passkeys',
  operationId: 'addPasskey',
  tags,
  summary: 'Add the passkey the browser made from the options, under a name',
  request: jsonBody(passkeyRegistrationSchema),
  responses: {
    201: jsonContent(passkeySummarySchema, 'The passkey'),
    400: errorResponse('Invalid body, or an answer that does not verify'),
    401: notSignedIn,
    409: errorResponse('The passkey was added already'),
  },
});

const removePasskeyRoute = createRoute({
  method: 'delete',
  path: '/me/mfa/passkeys/{id}',
  operationId: 'removePasskey',
  tags,
  summary: 'Remove a passkey',
  request: { params: passkeyParamsSchema, ...jsonBody(passwordProofSchema) },
  responses: { 204: { description: 'Removed' }, ...proofRefusals, 404: errorResponse('Passkey not found') },
});

/** `/api/me/mfa`: the Security page in the signed-in user's menu; any role, for their own account only. */
export function ownSecondFactorRoutes(deps: OwnSecondFactorRouteDeps) {
  const { ownSecondFactors: factors } = deps;
  return createRouter()
    .openapi(statusRoute, async (c) => c.json(await factors.status(signedInUser(c).id), 200))
    .openapi(startTotpRoute, async (c) => {
      const { currentPassword } = c.req.valid('json');
      const result = await factors.startTotp(signedInUser(c).id, currentPassword, deps.clientAddress(c));
      return result.outcome === 'done' ? c.json(result.value, 200) : refusedProof(c, result);
    })
    .openapi(confirmTotpRoute, async (c) =>
      c.json(await factors.confirmTotp(signedInUser(c).id, c.req.valid('json').code), 200),
    )
    .openapi(removeTotpRoute, async (c) => {
      const { currentPassword } = c.req.valid('json');
      const result = await factors.removeTotp(signedInUser(c).id, currentPassword, deps.clientAddress(c));
      return result.outcome === 'done' ? c.body(null, 204) : refusedProof(c, result);
    })
    .openapi(passkeyOptionsRoute, async (c) => {
      const { currentPassword } = c.req.valid('json');
      const rp = relyingPartyOf(c, deps);
      const result = await factors.passkeyOptions(
        signedInUser(c).id,
        currentPassword,
        deps.clientAddress(c),
        rp,
      );
      return result.outcome === 'done'
        ? c.json(result.value as { challenge: string }, 200)
        : refusedProof(c, result);
    })
    .openapi(addPasskeyRoute, async (c) =>
      c.json(await factors.addPasskey(signedInUser(c).id, c.req.valid('json'), relyingPartyOf(c, deps)), 201),
    )
    .openapi(removePasskeyRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { currentPassword } = c.req.valid('json');
      const result = await factors.removePasskey(
        signedInUser(c).id,
        id,
        currentPassword,
        deps.clientAddress(c),
      );
      return result.outcome === 'done' ? c.body(null, 204) : refusedProof(c, result);
    });
}

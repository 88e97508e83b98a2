import { PRODUCT_NAME } from '#shared/product/product';
import type { PasskeyAssertion, PasskeyRegistrationResponse } from '#shared/schemas/passkey-credentials';
import type { StoredPasskey } from '../../../ports/second-factors';

/** The site the passkeys belong to: its host name (WebAuthn's RP id) and the origin its pages are at. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/**
 * Loaded on first use: the library and its certificate parsers are a third of the API's bundle
 * budget, and only passkey calls need them (decision 045).
 */
const webauthn = () => import('@simplewebauthn/server');

const TIMEOUT_MS = 2 * 60 * 1000;
const descriptors = (passkeys: StoredPasskey[]) => passkeys.map(({ id, transports }) => ({ id, transports }));

/** The options `navigator.credentials.create()` takes to make a passkey for this user. */
export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; username: string },
  existing: StoredPasskey[],
) {
  return (await webauthn()).generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.username,
    userID: new TextEncoder().encode(user.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    // The same authenticator twice would be one factor counted as two.
    excludeCredentials: descriptors(existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey when the browser's answer is genuine for this challenge and site; else undefined. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: PasskeyRegistrationResponse,
  challenge: string,
): Promise<Omit<StoredPasskey, 'name' | 'createdAt' | 'lastUsedAt'> | undefined> {
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    // The password was proven just before: the passkey is the second factor, presence is enough.
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  const { credential } = verification.registrationInfo;
  return {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
  };
}

/** The options `navigator.credentials.get()` takes to sign with one of these passkeys. */
export async function authenticationOptions(rp: RelyingParty, passkeys: StoredPasskey[]) {
  return (await webauthn()).generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: descriptors(passkeys),
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
  });
}

/** The passkey's new signature counter when `assertion` is its genuine signature of the challenge. */
export async function verifyAssertion(
  rp: RelyingParty,
  assertion: PasskeyAssertion,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  return verification?.verified ? verification.authenticationInfo.newCounter : undefined;
}

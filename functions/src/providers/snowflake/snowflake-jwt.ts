import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { SnowflakeError } from './snowflake-error';

/** Who signs in: the account identifier, the user and the private key whose public half the user holds. */
export interface SnowflakeKeyPairIdentity {
  account: string;
  user: string;
  privateKeyPem: string;
}

/** Snowflake refuses tokens that live longer than an hour. */
export const JWT_LIFETIME_SECONDS = 60 * 60;
/** A cached token is used up to 55 minutes, so none is sent in its last minutes of life. */
export const JWT_REUSE_MS = 55 * 60 * 1000;

/**
 * The account as the JWT names it: upper case, and an account locator without its region or cloud
 * (`xy12345.us-east-2.aws` → `XY12345`); an organization-account name (`myorg-myaccount`) stays whole.
 */
export const jwtAccountName = (account: string) => account.trim().split('.')[0]!.toUpperCase();

/** `SHA256:<base64 of the SHA-256 of the public key's DER>`: what `DESCRIBE USER` shows as `RSA_PUBLIC_KEY_FP`. */
export function publicKeyFingerprint(key: KeyObject | string): string {
  const der = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return `SHA256:${createHash('sha256').update(der).digest('base64')}`;
}

/** Parses the saved key; an encrypted or malformed one is a configuration error the form can name. */
export function parsePrivateKey(pem: string): KeyObject {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error(`a ${key.asymmetricKeyType} key`);
    return key;
  } catch (error) {
    throw new SnowflakeError({
      kind: 'config',
      message: `The private key is not an unencrypted RSA private key in PEM format (${(error as Error).message})`,
      cause: error,
    });
  }
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A key-pair JWT (RS256) for the SQL API, issued at `nowMs`. */
export function signSnowflakeJwt(identity: SnowflakeKeyPairIdentity, nowMs: number): string {
  const key = parsePrivateKey(identity.privateKeyPem);
  const subject = `${jwtAccountName(identity.account)}.${identity.user.trim().toUpperCase()}`;
  const iat = Math.floor(nowMs / 1000);
  const claims = {
    iss: `${subject}.${publicKeyFingerprint(key)}`,
    sub: subject,
    iat,
    exp: iat + JWT_LIFETIME_SECONDS,
  };
  const signingInput = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), key).toString('base64url');
  return `${signingInput}.${signature}`;
}

/**
 * Tokens kept per identity for up to 55 minutes: signing is cheap, but one token per Lambda container
 * and identity is what Snowflake's docs suggest, and a changed key gets a new token at once.
 */
const cacheKey = (identity: SnowflakeKeyPairIdentity) =>
  createHash('sha256')
    .update(`${identity.account}\n${identity.user}\n${identity.privateKeyPem}`)
    .digest('hex');

export function createJwtCache(now: () => number = Date.now) {
  const tokens = new Map<string, { token: string; issuedAtMs: number }>();
  return {
    token(identity: SnowflakeKeyPairIdentity): string {
      const key = cacheKey(identity);
      const cached = tokens.get(key);
      const nowMs = now();
      if (cached && nowMs - cached.issuedAtMs < JWT_REUSE_MS) return cached.token;
      const token = signSnowflakeJwt(identity, nowMs);
      tokens.set(key, { token, issuedAtMs: nowMs });
      return token;
    },
    /** Forgets a token Snowflake refused, so the next call signs a fresh one. */
    forget(identity: SnowflakeKeyPairIdentity) {
      tokens.delete(cacheKey(identity));
    },
  };
}

export type JwtCache = ReturnType<typeof createJwtCache>;

/** One cache per process (per Lambda container). */
export const sharedJwtCache = createJwtCache();

import { verify } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  JWT_LIFETIME_SECONDS,
  jwtAccountName,
  publicKeyFingerprint,
} from '../../../../functions/src/providers/snowflake/snowflake-jwt';

/** A refusal as Snowflake words it: HTTP status, its code and message. */
export interface AuthRefusal {
  status: number;
  code: string;
  message: string;
}

const SKEW_SECONDS = 60;
const invalid = (why: string): AuthRefusal => ({
  status: 401,
  code: '390144',
  message: `JWT token is invalid. ${why}`,
});

function decodePart(part: string | undefined): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks a request the way the SQL API does: a User-Agent, a Bearer key-pair JWT signed (RS256) by the
 * user's registered public key, with `iss` = `ACCOUNT.USER.SHA256:<fingerprint>`, `sub` = `ACCOUNT.USER`,
 * not expired and living at most an hour. Returns the refusal, or undefined when the request may go on.
 */
export function checkSnowflakeAuth(
  request: IncomingMessage,
  expected: { account: string; user: string; publicKeyPem: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): AuthRefusal | undefined {
  if (!request.headers['user-agent'])
    return { status: 400, code: '391903', message: 'User-Agent header is missing from the request.' };
  const authorization = request.headers.authorization ?? '';
  if (!authorization.startsWith('Bearer '))
    return { status: 401, code: '390101', message: 'Authorization header not found in the request data.' };
  const tokenType = String(request.headers['x-snowflake-authorization-token-type'] ?? 'KEYPAIR_JWT');
  if (tokenType.toUpperCase() !== 'KEYPAIR_JWT')
    return invalid(`The sandbox accepts only KEYPAIR_JWT, not ${tokenType}.`);

  const [header, payload, signature] = authorization.slice('Bearer '.length).trim().split('.');
  const claims = decodePart(payload);
  if (decodePart(header)?.alg !== 'RS256' || !claims || !signature) return invalid('Malformed token.');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    expected.publicKeyPem,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return invalid('The signature does not match the registered public key.');
  const subject = `${jwtAccountName(expected.account)}.${expected.user.toUpperCase()}`;
  if (claims.sub !== subject) return invalid(`Unknown subject ${String(claims.sub)}.`);
  if (claims.iss !== `${subject}.${publicKeyFingerprint(expected.publicKeyPem)}`)
    return invalid('The issuer does not name the registered public key fingerprint.');
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number') return invalid('iat and exp are required.');
  if (exp <= nowSeconds) return invalid('The token has expired.');
  if (iat > nowSeconds + SKEW_SECONDS) return invalid('The token was issued in the future.');
  if (exp - iat > JWT_LIFETIME_SECONDS + SKEW_SECONDS)
    return invalid('The token lives longer than one hour.');
  return undefined;
}

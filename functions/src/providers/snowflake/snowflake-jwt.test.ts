import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SnowflakeError } from './snowflake-error';
import { createJwtCache, jwtAccountName, publicKeyFingerprint, signSnowflakeJwt } from './snowflake-jwt';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const identity = { account: 'xy12345.us-east-2.aws', user: 'reporter', privateKeyPem };
const NOW = Date.parse('2026-03-01T12:00:00Z');

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('signSnowflakeJwt', () => {
  it('names the upper-case account without its region, the user and the public key fingerprint', () => {
    const [header, payload] = signSnowflakeJwt(identity, NOW).split('.');
    const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
    const fingerprint = `SHA256:${createHash('sha256').update(der).digest('base64')}`;

    expect(decode(header!)).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(decode(payload!)).toEqual({
      iss: `XY12345.REPORTER.${fingerprint}`,
      sub: 'XY12345.REPORTER',
      iat: NOW / 1000,
      exp: NOW / 1000 + 3600,
    });
    expect(publicKeyFingerprint(privateKeyPem)).toBe(fingerprint);
  });

  it('is signed RS256 by the private key: the public key verifies it, another does not', () => {
    const [header, payload, signature] = signSnowflakeJwt(identity, NOW).split('.');
    const input = Buffer.from(`${header}.${payload}`);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;

    expect(verify('sha256', input, publicKeyPem, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(verify('sha256', input, other, Buffer.from(signature!, 'base64url'))).toBe(false);
  });

  it('keeps an organization-account name whole', () => {
    expect(jwtAccountName('myorg-myaccount')).toBe('MYORG-MYACCOUNT');
  });

  it('refuses a key that is not a PEM RSA private key, as a configuration error', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    for (const bad of ['not a key', ec.toString()]) {
      const attempt = () => signSnowflakeJwt({ ...identity, privateKeyPem: bad }, NOW);
      expect(attempt).toThrow(SnowflakeError);
      expect(attempt).toThrow(/not an unencrypted RSA private key/);
    }
  });
});

describe('createJwtCache', () => {
  it('reuses a token for 55 minutes, then signs a new one; a forgotten token is signed again', () => {
    let now = NOW;
    const cache = createJwtCache(() => now);
    const first = cache.token(identity);

    now += 55 * 60 * 1000 - 1;
    expect(cache.token(identity)).toBe(first);
    now += 1;
    const second = cache.token(identity);
    expect(second).not.toBe(first);
    now += 1000;
    cache.forget(identity);
    expect(cache.token(identity)).not.toBe(second);
  });
});

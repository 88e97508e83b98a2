import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  parseSignInRedirect,
  type SignInOutcome,
  signInErrorMessage,
  signInRedirectUrl,
} from './sign-in-redirect';

/** What the login page reads from a redirect: the query of the URL the server sent it to. */
const roundTrip = (outcome: SignInOutcome) => {
  const url = signInRedirectUrl(outcome);
  return { url, read: parseSignInRedirect(new URL(url, 'https://example.com').search) };
};

describe('a sign-in redirect, built then read', () => {
  it('sends a finished sign-in home, with nothing to read', () => {
    expect(roundTrip({ outcome: 'signed-in' })).toEqual({ url: '/', read: {} });
  });

  it('carries the second factors to finish with', () => {
    expect(roundTrip({ outcome: 'second-factor', methods: ['totp', 'recovery_code', 'passkey'] })).toEqual({
      url: '/login?step=second-factor&methods=totp,recovery_code,passkey',
      read: { secondFactorMethods: ['totp', 'recovery_code', 'passkey'] },
    });
  });

  it.each([
    [{ outcome: 'invalid' }, '/login?error=invalid', 'Invalid email or password'],
    [{ outcome: 'bad-request' }, '/login?error=bad-request', 'Enter your email and password.'],
    [
      { outcome: 'rate-limited', retryAfterSeconds: 900 },
      '/login?error=rate-limited&retry=900',
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    ],
    [
      { outcome: 'rate-limited', retryAfterSeconds: 1 },
      '/login?error=rate-limited&retry=1',
      'Too many failed sign-in attempts. Please try again in 1 second.',
    ],
  ] as const)('carries a code, never text, and reads back its message: %o', (outcome, url, error) => {
    expect(roundTrip(outcome)).toEqual({ url, read: { error } });
  });
});

describe('signInErrorMessage', () => {
  it('says "try again later" when a rate-limited link lacks the wait', () => {
    expect(signInErrorMessage('rate-limited')).toBe(
      'Too many failed sign-in attempts. Please try again later.',
    );
  });
});

describe('parseSignInRedirect', () => {
  it.each([
    '?error=Your+account+is+locked.+Call+0800',
    '?error=%3Cscript%3E',
    '?error=INVALID',
    '?error=constructor',
    '?message=Invalid+email+or+password',
    '',
  ])('shows nothing for a code it does not know: %s', (search) => {
    expect(parseSignInRedirect(search)).toEqual({});
  });

  it.each([
    '?error=rate-limited',
    '?error=rate-limited&retry=soon',
    '?error=rate-limited&retry=0',
    '?error=rate-limited&retry=-5',
    '?error=rate-limited&retry=1e3',
    '?error=rate-limited&retry=9999999',
  ])('ignores a wait that is not a plausible number of seconds: %s', (search) => {
    expect(parseSignInRedirect(search)).toEqual({ error: signInErrorMessage('rate-limited') });
  });

  it('keeps the known methods only, once each, and reads an encoded comma too', () => {
    expect(
      parseSignInRedirect('?step=second-factor&methods=sms,totp,__proto__,toString,totp%2Cpasskey'),
    ).toEqual({ secondFactorMethods: ['totp', 'passkey'] });
  });

  it('reads no second step without a known method, or without its step', () => {
    expect(parseSignInRedirect('?step=second-factor&methods=sms,email')).toEqual({});
    expect(parseSignInRedirect('?step=second-factor')).toEqual({});
    expect(parseSignInRedirect('?step=other&methods=totp')).toEqual({});
    expect(parseSignInRedirect('?methods=totp')).toEqual({});
  });
});

describe('the module, as the login page bundles it', () => {
  it('brings in nothing but itself and the sign-in wait message (no zod)', () => {
    const { metafile } = buildSync({
      absWorkingDir: fileURLToPath(new URL('../..', import.meta.url)),
      entryPoints: ['shared/auth/sign-in-redirect.ts'],
      bundle: true,
      write: false,
      metafile: true,
    });

    expect(Object.keys(metafile.inputs).sort()).toEqual([
      'shared/auth/sign-in-redirect.ts',
      'shared/auth/too-many-attempts.ts',
    ]);
  });
});

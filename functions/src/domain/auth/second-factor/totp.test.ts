import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingTotpStep, newTotpSecret, totpUri } from './totp';

const NOW = Date.parse('2026-06-10T15:30:10.000Z');
const STEP = Math.floor(NOW / 30_000);
const appCode = (secret: string, atMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: atMs,
  });

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('matches the code of now, and of one time step either side', () => {
    expect(matchingTotpStep(secret, appCode(secret, NOW), NOW)).toBe(STEP);
    expect(matchingTotpStep(secret, appCode(secret, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(matchingTotpStep(secret, appCode(secret, NOW + 30_000), NOW)).toBe(STEP + 1);
  });

  it('refuses a code two steps away, another secret’s code, and anything not six digits', () => {
    expect(matchingTotpStep(secret, appCode(secret, NOW - 60_000), NOW)).toBeUndefined();
    expect(matchingTotpStep(secret, appCode(secret, NOW + 60_000), NOW)).toBeUndefined();
    expect(matchingTotpStep(secret, appCode(newTotpSecret(), NOW), NOW)).toBeUndefined();
    expect(matchingTotpStep(secret, `${appCode(secret, NOW)}0`, NOW)).toBeUndefined();
    expect(matchingTotpStep(secret, 'abcdef', NOW)).toBeUndefined();
  });

  it('makes 160-bit secrets and a URI the apps read: SHA1, 6 digits, 30 seconds, the product as issuer', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, 'dana@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Keywright');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('dana@example.com');
  });
});

import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '#shared/product/product';

/** RFC 6238 as every authenticator app does it: 6 digits, a new code every 30 seconds, HMAC-SHA-1. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/**
 * Codes one time step either side of now are accepted too: a phone's clock a few seconds off, or a code
 * typed just as it changed, still works.
 */
export const TOTP_WINDOW = 1;

const totpOf = (secret: string, account = '') =>
  new TOTP({
    issuer: PRODUCT_NAME,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), base32 as the apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/...` URI an app scans from the QR code. */
export const totpUri = (secret: string, account: string): string => totpOf(secret, account).toString();

/** The time step `nowMs` falls in. */
const totpStepAt = (nowMs: number): number => Math.floor(nowMs / (PERIOD_SECONDS * 1000));

/**
 * The time step whose code `code` is, looking within the window around `nowMs`; undefined when it is
 * none of theirs. The caller refuses a step already used, so each code works once.
 */
export function matchingTotpStep(secret: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? undefined : totpStepAt(nowMs) + delta;
}

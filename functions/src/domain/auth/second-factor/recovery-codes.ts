import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '#shared/auth/second-factor-codes';

/** Crockford's base32 letters: no I, L, O or U, so a code read off paper is not mistyped. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 16 characters of 5 bits: 80 random bits, too many to guess or to find from a stolen hash. */
const LENGTH = 16;
const GROUP = 4;

function newCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  const groups = [];
  for (let start = 0; start < LENGTH; start += GROUP)
    groups.push(characters.slice(start, start + GROUP).join(''));
  return groups.join('-');
}

/** Ten new recovery codes (`abcd-efgh-jkmn-pqrs`), to be shown once and kept only as hashes. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** Whether `code` looks like a recovery code, whatever its case, spaces and dashes. */
export const isRecoveryCodeShape = (code: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalized(code));

const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * The stored form: SHA-256 of the user's id and the code, so the same code of two users hashes apart. A
 * fast hash is enough for 80 random bits, which no dictionary holds.
 */
export const hashRecoveryCode = (userId: string, code: string): string =>
  createHash('sha256')
    .update(`${userId}:${normalized(code)}`)
    .digest('hex');

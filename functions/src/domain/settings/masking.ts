/** What stands for the hidden part of a secret; never a character a real key contains. */
export const MASK = '••••••••';

/** Secrets shorter than this are masked whole: showing 4 characters of a short one gives too much away. */
const MIN_LENGTH_TO_SHOW_TAIL = 12;
const VISIBLE_TAIL = 4;

/**
 * How a stored secret is shown: `••••••••abcd` (the last 4 characters) when it is long enough, else only
 * the mask, whose fixed length says nothing about the secret's. Empty when nothing is stored.
 */
export function maskSecret(secret: string | undefined): string {
  if (!secret) return '';
  return secret.length >= MIN_LENGTH_TO_SHOW_TAIL ? `${MASK}${secret.slice(-VISIBLE_TAIL)}` : MASK;
}

/** A submitted value that still holds masked characters, but not the mask of the stored secret. */
export class StaleMaskError extends Error {
  override name = 'StaleMaskError';
  constructor(readonly field: string) {
    super(`${field}: The saved value has changed since this form was loaded; enter it in full`);
  }
}

/**
 * The value to store for a submitted field: the stored secret when the form sent its mask back unchanged
 * (so one key can be changed without retyping the others), else the submitted value. A value that still
 * contains the mask but no longer matches the stored secret (someone saved in between) is refused rather
 * than stored as a broken key.
 */
export function resolveSubmitted(field: string, submitted: string, stored: string | undefined): string {
  if (stored !== undefined && submitted === maskSecret(stored)) return stored;
  if (submitted.includes(MASK.charAt(0))) throw new StaleMaskError(field);
  return submitted;
}

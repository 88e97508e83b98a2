import { DomainError } from '../domain-error';

/** What stands for the hidden part of a secret; never a character a real key contains. */
export const MASK = '••••••••';

/** Secrets shorter than this are masked whole: showing 4 characters of a short one gives too much away. */
const MIN_LENGTH_TO_SHOW_TAIL = 12;
const VISIBLE_TAIL = 4;

/** A PEM block: its armour lines and the base64 body between them. */
const PEM_BLOCK = /-----BEGIN [A-Z0-9 ]+-----([\s\S]*?)-----END [A-Z0-9 ]+-----/;

/**
 * What a secret's mask is taken from: for a PEM key, the base64 body between its armour lines without line
 * breaks and padding (every key ends in the same `-----END PRIVATE KEY-----`, so its own last characters
 * would mask every key alike); else the secret itself.
 */
function maskedPart(secret: string): string {
  const body = PEM_BLOCK.exec(secret)?.[1];
  return body === undefined ? secret : body.replace(/\s+/g, '').replace(/=+$/, '');
}

/**
 * How a stored secret is shown: `••••••••abcd` (the last 4 characters, of a PEM key's body) when it is long
 * enough, else only the mask, whose fixed length says nothing about the secret's. Empty when nothing is
 * stored.
 */
export function maskSecret(secret: string | undefined): string {
  if (!secret) return '';
  const part = maskedPart(secret);
  return part.length >= MIN_LENGTH_TO_SHOW_TAIL ? `${MASK}${part.slice(-VISIBLE_TAIL)}` : MASK;
}

/** A masked value sent back that cannot stand for the stored secret: invalid, the caller's to fix like a bad field. */
export class MaskRefusedError extends DomainError {
  override name = 'MaskRefusedError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('invalid', message);
  }
}

/** A submitted value that still holds masked characters, but not the mask of the stored secret. */
export class StaleMaskError extends MaskRefusedError {
  override name = 'StaleMaskError';
  constructor(field: string) {
    super(field, `${field}: The saved value has changed since this form was loaded; enter it in full`);
  }
}

/** The mask of a stored secret sent back for another host or identity than the one the secret belongs to. */
export class SecretMovedError extends MaskRefusedError {
  override name = 'SecretMovedError';
}

/**
 * What a secret authenticates to, as a comparable key: the WordPress site's origin, the Snowflake account
 * and user at their address. A stored secret is only kept for the binding it was saved with, so changing
 * the host while leaving the mask never sends the old secret to the new host.
 */
export interface SecretBinding {
  /** The binding the stored secret was saved with. */
  saved: string | undefined;
  /** The binding of the submitted form. */
  submitted: string;
  /** What the form must do when they differ, e.g. "Enter the password again for the new site". */
  message: string;
}

/** A URL's origin (scheme, host and port: where a secret sent to it goes), or the text when it is not a URL. */
export const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : url);

/**
 * The value to store for a submitted field: the stored secret when the form sent its mask back unchanged
 * (so one key can be changed without retyping the others) and the secret's `binding` is unchanged, else
 * the submitted value. A value that still contains the mask but no longer matches the stored secret
 * (someone saved in between) is refused rather than stored as a broken key, and so is a mask sent back
 * with another binding (`SecretMovedError`).
 */
export function resolveSubmitted(
  field: string,
  submitted: string,
  stored: string | undefined,
  binding?: SecretBinding,
): string {
  if (stored !== undefined && submitted === maskSecret(stored)) {
    if (binding && binding.saved !== binding.submitted) throw new SecretMovedError(field, binding.message);
    return stored;
  }
  if (submitted.includes(MASK.charAt(0))) throw new StaleMaskError(field);
  return submitted;
}

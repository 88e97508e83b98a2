import { DomainError } from '../domain-error';
import { isCommonPassword } from './common-passwords';
import { hashPassword, type PasswordCost } from './passwords';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common; choose another.';

/** A password refused as a new one: invalid, wherever one is set. */
export class WeakPasswordError extends DomainError {
  override name = 'WeakPasswordError';

  constructor(message: string) {
    super('invalid', message);
  }
}

/**
 * Refuses a password someone is setting (a new user, a reset, a change of one's own) when it is among
 * the 10,000 most common; the schemas already checked its length.
 */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new WeakPasswordError(COMMON_PASSWORD_MESSAGE);
}

/** The hash of a password someone is setting, once `refuseCommonPassword` let it through. */
export async function hashNewPassword(password: string, cost?: PasswordCost): Promise<string> {
  refuseCommonPassword(password);
  return hashPassword(password, cost);
}

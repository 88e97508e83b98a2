import type { UserRecord } from '../../ports/users';
import type { LoginRateLimiter } from './login-rate-limiter';
import { verifyPassword } from './passwords';

/** Why a signed-in user's current password did not prove them. */
export type ProofRefusal =
  | { outcome: 'wrong-password' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

/**
 * Checks a signed-in user's current password through the sign-in limits: whoever holds a stolen session
 * must not get unlimited guesses at the password behind it, so a wrong one counts as a failed sign-in.
 * Resolves undefined when the password is right.
 */
export async function proveCurrentPassword(
  limiter: LoginRateLimiter,
  user: UserRecord,
  password: string,
  address: string,
): Promise<ProofRefusal | undefined> {
  const admission = await limiter.admit(user.email, address);
  if (!admission.admitted) return { outcome: 'rate-limited', retryAfterSeconds: admission.retryAfterSeconds };
  if (!(await verifyPassword(password, user.passwordHash))) return { outcome: 'wrong-password' };
  await admission.succeeded();
  return undefined;
}

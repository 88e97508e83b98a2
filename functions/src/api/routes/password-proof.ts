import type { Context } from 'hono';
import { tooManyAttempts } from '#shared/auth/too-many-attempts';
import type { ProofRefusal } from '../../domain/auth/current-password-proof';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/** The answer to a current password that did not prove the user: 400, or 429 past the sign-in limits. */
export function refusedProof(c: Context, refusal: ProofRefusal) {
  if (refusal.outcome === 'wrong-password') return c.json({ message: WRONG_CURRENT_PASSWORD }, 400);
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return c.json({ message: tooManyAttempts(refusal.retryAfterSeconds) }, 429);
}

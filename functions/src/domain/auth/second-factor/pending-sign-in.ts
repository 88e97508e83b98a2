import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../ports/clock';
import type { PendingSignInRecord, PendingSignInStore } from '../../../ports/second-factors';
import { hashSessionId } from '../session-service';

/** How long a right password waits for its second factor before it must be typed again. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * Sign-ins between their two steps. The id (256 random bits) lives only in the pending-sign-in cookie and
 * is stored hashed, like a session's; it is no session: only the second step reads it.
 */
export interface PendingSignIns {
  /** Opens one for the user and returns its id. */
  start(userId: string): Promise<string>;
  /** The pending sign-in of `id`, or undefined when it is unknown, used or past its 5 minutes. */
  resolve(id: string): Promise<PendingSignInRecord | undefined>;
  /** Remembers the passkey challenge handed out for it. */
  attachChallenge(id: string, challenge: string): Promise<void>;
  /** Ends it; true for exactly one caller, so one pending sign-in gives at most one session. */
  complete(id: string): Promise<boolean>;
}

export function createPendingSignIns(store: PendingSignInStore, clock: Clock): PendingSignIns {
  return {
    async start(userId) {
      const id = randomBytes(32).toString('base64url');
      await store.create({ idHash: hashSessionId(id), userId, expiresAt: clock.now() + PENDING_SIGN_IN_MS });
      return id;
    },
    async resolve(id) {
      const record = await store.find(hashSessionId(id));
      // Expiry is checked here: DynamoDB's TTL deletes late and dynalite's never does.
      return record && clock.now() < record.expiresAt ? record : undefined;
    },
    attachChallenge: (id, challenge) => store.setChallenge(hashSessionId(id), challenge),
    complete: (id) => store.take(hashSessionId(id)),
  };
}

import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { SessionRepository } from '../../ports/sessions';

/**
 * Session lifetimes (documented in the README): a session ends after 12 hours without a request, and
 * 7 days after sign-in whatever the activity.
 */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface SessionService {
  /** Starts a session and returns its id (256 random bits), to be sent only in the cookie. */
  start(userId: string): Promise<string>;
  /** The user id of a live session, or undefined when it is unknown or expired (and then removed). */
  resolve(sessionId: string): Promise<string | undefined>;
  end(sessionId: string): Promise<void>;
  endAllForUser(userId: string): Promise<void>;
}

export function createSessionService(sessions: SessionRepository, clock: Clock): SessionService {
  return {
    async start(userId) {
      const id = randomBytes(32).toString('base64url');
      const now = clock.now();
      await sessions.create({
        idHash: hashSessionId(id),
        userId,
        createdAt: now,
        lastSeenAt: now,
        absoluteExpiresAt: now + SESSION_ABSOLUTE_TIMEOUT_MS,
      });
      return id;
    },

    async resolve(sessionId) {
      const idHash = hashSessionId(sessionId);
      const session = await sessions.find(idHash);
      if (!session) return undefined;
      const now = clock.now();
      // Expiry is checked here, not left to TTL: DynamoDB deletes late and dynalite never does.
      if (now >= session.absoluteExpiresAt || now - session.lastSeenAt >= SESSION_IDLE_TIMEOUT_MS) {
        await sessions.delete(idHash);
        return undefined;
      }
      if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) await sessions.touch(idHash, now);
      return session.userId;
    },

    end: (sessionId) => sessions.delete(hashSessionId(sessionId)),
    endAllForUser: (userId) => sessions.deleteAllForUser(userId),
  };
}

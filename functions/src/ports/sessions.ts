/** A session as stored: only the SHA-256 hash of its id is kept, never the id itself. */
export interface SessionRecord {
  idHash: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  /** Hard limit from creation, whatever the activity. */
  absoluteExpiresAt: number;
}

export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  find(idHash: string): Promise<SessionRecord | undefined>;
  touch(idHash: string, lastSeenAt: number): Promise<void>;
  delete(idHash: string): Promise<void>;
  deleteAllForUser(userId: string): Promise<void>;
}

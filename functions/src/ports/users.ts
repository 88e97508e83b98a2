import type { Role } from '#shared/access/roles';

/** A user as stored; `passwordHash` never leaves the server. */
export interface UserRecord {
  id: string;
  username: string;
  email: string;
  role: Role;
  passwordHash: string;
  isActive: boolean;
  createdAt: string;
}

/**
 * Outcome of a write that must keep the invariants: emails unique, and at least one active admin.
 * `conflict`: the user changed (or vanished) between the caller's read and this write.
 */
export type UserWriteOutcome = 'done' | 'email-taken' | 'last-admin' | 'conflict';

export interface UserRepository {
  findById(id: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** Creates the user; resolves false (and writes nothing) when the email is already taken. */
  create(user: UserRecord): Promise<boolean>;
  hasAnyUser(): Promise<boolean>;
  /** Every user, newest first. */
  list(): Promise<UserRecord[]>;
  /** Replaces `previous` (as the caller read it) by `next`, same id; refuses to leave no active admin. */
  update(previous: UserRecord, next: UserRecord): Promise<UserWriteOutcome>;
  /** Deletes the user and frees their email; refuses to delete the last active admin. */
  delete(user: UserRecord): Promise<Exclude<UserWriteOutcome, 'email-taken'>>;
}

import { randomUUID } from 'node:crypto';
import type { NewUser, User, UserChanges } from '#shared/schemas/users';
import type { Clock } from '../../ports/clock';
import type { SecondFactorStore } from '../../ports/second-factors';
import type { UserRecord, UserRepository, UserWriteOutcome } from '../../ports/users';
import { hashNewPassword } from '../auth/new-password';
import type { PasswordCost } from '../auth/passwords';
import type { SessionService } from '../auth/session-service';
import { conflict, invalid, notFound } from '../domain-error';
import { toUserView } from './user-view';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const CHANGED_MEANWHILE = 'The user was changed meanwhile; reload and try again.';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account.';
export const OWN_PASSWORD_ELSEWHERE =
  'Change your own password with Change password in your account menu (POST /api/me/password), ' +
  'which asks for the current one.';
export const lastAdminMessage = (action: 'demoted' | 'disabled' | 'deleted') =>
  `The last active admin cannot be ${action}; make another user an active admin first.`;

export interface UserService {
  list(): Promise<User[]>;
  create(input: NewUser): Promise<User>;
  /**
   * Applies an edit by `actorId`. Disabling a user or changing their password ends all their sessions.
   * Actors' own password is refused here (`invalid`): whoever holds their session would set it without
   * knowing the current one, which `POST /api/me/password` asks for.
   */
  update(actorId: string, id: string, changes: UserChanges): Promise<User>;
  remove(actorId: string, id: string): Promise<void>;
}

function refuse(outcome: Exclude<UserWriteOutcome, 'done'>, lastAdmin: string): never {
  const message =
    outcome === 'last-admin' ? lastAdmin : outcome === 'email-taken' ? EMAIL_TAKEN : CHANGED_MEANWHILE;
  throw conflict(message);
}

export function createUserService(deps: {
  users: UserRepository;
  sessions: SessionService;
  clock: Clock;
  /** Who has a second factor (the list shows it); a deleted user's factors go with them. */
  factors: Pick<SecondFactorStore, 'enrolled' | 'remove'>;
  passwordCost?: PasswordCost;
}): UserService {
  const { users, sessions, factors } = deps;

  const existing = async (id: string): Promise<UserRecord> => {
    const user = await users.findById(id);
    if (!user) throw notFound('User not found');
    return user;
  };

  return {
    async list() {
      const all = await users.list();
      const enrolled = await factors.enrolled(all.map((user) => user.id));
      return all.map((user) => toUserView(user, enrolled.has(user.id)));
    },

    async create({ password, ...input }) {
      const user: UserRecord = {
        id: randomUUID(),
        ...input,
        passwordHash: await hashNewPassword(password, deps.passwordCost),
        createdAt: new Date(deps.clock.now()).toISOString(),
      };
      if (!(await users.create(user))) throw conflict(EMAIL_TAKEN);
      return toUserView(user, false);
    },

    async update(actorId, id, { password, role, email, isActive }) {
      if (password && id === actorId) throw invalid(OWN_PASSWORD_ELSEWHERE);
      const previous = await existing(id);
      // An empty password is the edit dialog's "keep the current one".
      const passwordHash = password ? await hashNewPassword(password, deps.passwordCost) : undefined;
      const next: UserRecord = {
        ...previous,
        role: role ?? previous.role,
        email: email ?? previous.email,
        isActive: isActive ?? previous.isActive,
        passwordHash: passwordHash ?? previous.passwordHash,
      };
      const outcome = await users.update(previous, next);
      if (outcome !== 'done') refuse(outcome, lastAdminMessage(next.isActive ? 'demoted' : 'disabled'));

      if (!next.isActive || passwordHash) await sessions.endAllForUser(id);
      return toUserView(next, (await factors.enrolled([id])).has(id));
    },

    async remove(actorId, id) {
      if (id === actorId) throw conflict(CANNOT_DELETE_SELF);
      const outcome = await users.delete(await existing(id));
      if (outcome !== 'done') refuse(outcome, lastAdminMessage('deleted'));
      await sessions.endAllForUser(id);
      await factors.remove(id);
    },
  };
}

import type { UserRepository } from '../../ports/users';
import { type ProofRefusal, proveCurrentPassword } from './current-password-proof';
import type { LoginRateLimiter } from './login-rate-limiter';
import { hashNewPassword, refuseCommonPassword } from './new-password';
import type { PasswordCost } from './passwords';
import type { SessionService } from './session-service';

export type OwnPasswordChangeResult =
  /** Changed; every session of the user ended and `sessionId` is the new one for this browser. */
  | { outcome: 'changed'; sessionId: string }
  | ProofRefusal
  /** The user changed (or went) between the read and the write; nothing was changed. */
  | { outcome: 'changed-meanwhile' };

export interface OwnPasswordChange {
  /** A signed-in user's change of their own password; a wrong current one counts as a failed sign-in. */
  change(
    userId: string,
    passwords: { currentPassword: string; newPassword: string },
    address: string,
  ): Promise<OwnPasswordChangeResult>;
}

export function createOwnPasswordChange(deps: {
  users: UserRepository;
  sessions: SessionService;
  limiter: LoginRateLimiter;
  passwordCost?: PasswordCost;
}): OwnPasswordChange {
  return {
    async change(userId, { currentPassword, newPassword }, address) {
      // Refused first: a common new password costs no attempt and no hashing.
      refuseCommonPassword(newPassword);
      const user = await deps.users.findById(userId);
      if (!user) return { outcome: 'changed-meanwhile' };

      const refusal = await proveCurrentPassword(deps.limiter, user, currentPassword, address);
      if (refusal) return refusal;

      const passwordHash = await hashNewPassword(newPassword, deps.passwordCost);
      if ((await deps.users.update(user, { ...user, passwordHash })) !== 'done') {
        return { outcome: 'changed-meanwhile' };
      }
      // Whoever else was signed in with the old password is signed out; this browser gets a new session.
      await deps.sessions.endAllForUser(user.id);
      return { outcome: 'changed', sessionId: await deps.sessions.start(user.id) };
    },
  };
}

import type { AuthUser } from '#shared/schemas/auth';
import { logger } from '../../../lib/logger';
import type { SecondFactorStore } from '../../../ports/second-factors';
import type { UserRepository } from '../../../ports/users';
import { notFound } from '../../domain-error';
import type { Notifier } from '../../notifications/notifier';

/** An admin removes every second factor of a user (a lost phone); the user signs in with the password alone. */
export type SecondFactorReset = (actor: AuthUser, userId: string) => Promise<void>;

export function createSecondFactorReset(deps: {
  users: UserRepository;
  factors: SecondFactorStore;
  notifier: Notifier;
}): SecondFactorReset {
  return async (actor, userId) => {
    const user = await deps.users.findById(userId);
    if (!user) throw notFound('User not found');
    if (!(await deps.factors.get(userId))) return; // nothing to reset, nothing to tell
    await deps.factors.remove(userId);
    // Losing a factor weakens an account: whoever did it is on record, and the team is told.
    logger.info('Second factors reset', { actorId: actor.id, userId: user.id, userEmail: user.email });
    await deps.notifier.raise({
      kind: 'account_security',
      severity: 'warning',
      title: `Second factor reset for ${user.username}`,
      message:
        `${actor.username} removed every second factor of ${user.username} (${user.email}), with their ` +
        'recovery codes. Until they set up a new one, their password alone signs them in.',
      link: '/users',
    });
  };
}

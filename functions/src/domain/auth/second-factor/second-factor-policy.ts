import type { Role } from '#shared/access/roles';
import type { SecondFactorPolicy } from '#shared/schemas/second-factors';
import type { Clock } from '../../../ports/clock';
import type { SecondFactorPolicyStore, SecondFactorStore } from '../../../ports/second-factors';
import { conflict } from '../../domain-error';
import { cachedSetting } from '../../settings/cached-setting';
import { hasSecondFactor } from './factor-record';

/**
 * How long a read of the policy serves: every signed-in request asks it, and one read per request would
 * add a third table read to each. A change made through this instance applies at once; other Lambda
 * instances see it within this time.
 */
export const POLICY_CACHE_MS = 30 * 1000;
const NONE_REQUIRED: SecondFactorPolicy = { requiredRoles: [] };

/** Settings > Security: which roles must have a second factor, and whether a user still has to set one up. */
export interface SecondFactorPolicyService {
  get(): Promise<SecondFactorPolicy>;
  /** Saves it; `actor` must already have a factor to require one of their own role. */
  save(policy: SecondFactorPolicy, actor: { id: string; role: Role }): Promise<SecondFactorPolicy>;
  /** True when the user's role must have a second factor and they have none. */
  setupRequired(user: { id: string; role: Role }): Promise<boolean>;
}

export function createSecondFactorPolicy(deps: {
  store: SecondFactorPolicyStore;
  factors: SecondFactorStore;
  clock: Clock;
}): SecondFactorPolicyService {
  const stored = cachedSetting(
    async () => (await deps.store.get()) ?? NONE_REQUIRED,
    deps.clock,
    POLICY_CACHE_MS,
  );

  return {
    get: stored.read,

    async save(policy, actor) {
      const requiredRoles = [...new Set(policy.requiredRoles)];
      // Otherwise the admin saving it would be shut out of everything, this setting included.
      if (requiredRoles.includes(actor.role) && !hasSecondFactor(await deps.factors.get(actor.id))) {
        throw conflict(
          'Set up your own second factor (Security, in your account menu) before requiring one for your role.',
        );
      }
      const saved = { requiredRoles };
      await deps.store.save(saved);
      return stored.remember(saved);
    },

    async setupRequired(user) {
      if (!(await stored.current()).requiredRoles.includes(user.role)) return false;
      return !hasSecondFactor(await deps.factors.get(user.id));
    },
  };
}

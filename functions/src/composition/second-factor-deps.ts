import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createPendingSignInStore } from '../adapters/dynamodb/second-factors/pending-sign-in-store';
import { createSecondFactorPolicyStore } from '../adapters/dynamodb/second-factors/second-factor-policy-store';
import { createSecondFactorStore } from '../adapters/dynamodb/second-factors/second-factor-store';
import type { LoginRateLimiter } from '../domain/auth/login-rate-limiter';
import { signInMethods } from '../domain/auth/second-factor/factor-record';
import { createOwnSecondFactors } from '../domain/auth/second-factor/own-second-factors';
import { createPendingSignIns } from '../domain/auth/second-factor/pending-sign-in';
import { createSecondFactorPolicy } from '../domain/auth/second-factor/second-factor-policy';
import { createSecondFactorReset } from '../domain/auth/second-factor/second-factor-reset';
import { createSecondStepSignIn } from '../domain/auth/second-factor/second-step-sign-in';
import type { SessionService } from '../domain/auth/session-service';
import type { TrustedDevices } from '../domain/auth/trusted-devices';
import type { Notifier } from '../domain/notifications/notifier';
import type { Clock } from '../ports/clock';
import type { UserRepository } from '../ports/users';

/** The second factor's services (decision 045): the Security page, both sign-in steps, the policy, the reset. */
export function createSecondFactorDeps(deps: {
  table: DynamoTable;
  users: UserRepository;
  sessions: SessionService;
  limiter: LoginRateLimiter;
  devices: TrustedDevices;
  notifier: Notifier;
  clock: Clock;
}) {
  const { table, users, limiter, clock } = deps;
  const factors = createSecondFactorStore(table);
  const pending = createPendingSignIns(createPendingSignInStore(table), clock);
  return {
    factors,
    /** What the password step asks: whether the user finishes with a second factor. */
    loginSecondStep: {
      methodsOf: async (userId: string) => signInMethods(await factors.get(userId)),
      begin: pending.start,
    },
    secondStep: createSecondStepSignIn({ ...deps, factors, pending }),
    ownSecondFactors: createOwnSecondFactors({ users, factors, limiter, clock }),
    secondFactorPolicy: createSecondFactorPolicy({
      store: createSecondFactorPolicyStore(table),
      factors,
      clock,
    }),
    resetSecondFactors: createSecondFactorReset({ users, factors, notifier: deps.notifier }),
  };
}

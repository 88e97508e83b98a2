import { randomBytes } from 'node:crypto';
import type { SecondFactorMethod } from '#shared/schemas/second-factor-sign-in';
import type { UserRepository } from '../../ports/users';
import type { LoginRateLimiter } from './login-rate-limiter';
import { hashPassword, type PasswordCost, verifyPassword } from './passwords';
import type { SessionService } from './session-service';

export type LoginResult =
  | { outcome: 'signed-in'; sessionId: string }
  /** The password was right; the user finishes with a second factor (`pendingId` goes in its cookie). */
  | { outcome: 'second-factor'; pendingId: string; methods: SecondFactorMethod[] }
  | { outcome: 'invalid' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

export interface LoginService {
  login(email: string, password: string, address: string): Promise<LoginResult>;
}

export function createLoginService(deps: {
  users: UserRepository;
  sessions: SessionService;
  limiter: LoginRateLimiter;
  /** Users with a second factor: the password only opens a pending sign-in for it. */
  secondStep?: {
    methodsOf(userId: string): Promise<SecondFactorMethod[]>;
    begin(userId: string): Promise<string>;
  };
  passwordCost?: PasswordCost;
}): LoginService {
  // Unknown accounts are checked against this hash too, so response time does not reveal which exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'), deps.passwordCost);
    return decoyHash;
  };

  return {
    async login(email, password, address) {
      // Counted before the password is checked, so parallel attempts cannot outrun the limit.
      const admission = await deps.limiter.admit(email, address);
      if (!admission.admitted) {
        return { outcome: 'rate-limited', retryAfterSeconds: admission.retryAfterSeconds };
      }

      const user = await deps.users.findByEmail(email);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      // A disabled user gets the same answer as a wrong password (and stays counted as a failure).
      if (!user || !matches || !user.isActive) return { outcome: 'invalid' };
      await admission.succeeded();
      const methods = (await deps.secondStep?.methodsOf(user.id)) ?? [];
      if (deps.secondStep && methods.length > 0) {
        return { outcome: 'second-factor', pendingId: await deps.secondStep.begin(user.id), methods };
      }
      return { outcome: 'signed-in', sessionId: await deps.sessions.start(user.id) };
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { UserRepository } from '../../ports/users';
import type { LoginRateLimiter } from './login-rate-limiter';
import { hashPassword, type PasswordCost, verifyPassword } from './passwords';
import type { SessionService } from './session-service';

export type LoginResult =
  | { outcome: 'signed-in'; sessionId: string }
  | { outcome: 'invalid' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

export interface LoginService {
  login(email: string, password: string, address: string): Promise<LoginResult>;
}

export function createLoginService(deps: {
  users: UserRepository;
  sessions: SessionService;
  limiter: LoginRateLimiter;
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
      const retryAfterSeconds = await deps.limiter.retryAfterSeconds(email, address);
      if (retryAfterSeconds > 0) return { outcome: 'rate-limited', retryAfterSeconds };

      const user = await deps.users.findByEmail(email);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      // A disabled user gets the same answer as a wrong password.
      if (!user || !matches || !user.isActive) {
        await deps.limiter.recordFailure(email, address);
        return { outcome: 'invalid' };
      }
      await deps.limiter.recordSuccess(email, address);
      return { outcome: 'signed-in', sessionId: await deps.sessions.start(user.id) };
    },
  };
}

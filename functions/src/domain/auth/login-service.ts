import { randomBytes } from 'node:crypto';
import type { SecondFactorMethod } from '#shared/schemas/second-factor-sign-in';
import type { UserRepository } from '../../ports/users';
import type { LoginRateLimiter } from './login-rate-limiter';
import { hashPassword, type PasswordCost, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import type { TrustedDevices } from './trusted-devices';

export type LoginResult =
  /** `deviceToken`: this browser's device cookie, which spares it the account's pacing next time. */
  | { outcome: 'signed-in'; sessionId: string; deviceToken: string }
  /** The password was right; the user finishes with a second factor (`pendingId` goes in its cookie). */
  | { outcome: 'second-factor'; pendingId: string; methods: SecondFactorMethod[] }
  | { outcome: 'invalid' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

export interface LoginService {
  /** `deviceToken`: the device cookie the browser sent, if any. */
  login(email: string, password: string, address: string, deviceToken?: string): Promise<LoginResult>;
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
  devices: TrustedDevices;
  passwordCost?: PasswordCost;
}): LoginService {
  // Unknown accounts are checked against this hash too, so response time does not reveal which exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'), deps.passwordCost);
    return decoyHash;
  };

  return {
    async login(email, password, address, deviceToken) {
      // A browser that signed in to this very account before is spared the account's pacing.
      const known = deviceToken ? await deps.users.findByEmail(email) : undefined;
      const device = known ? await deps.devices.verify(deviceToken, known.id) : undefined;
      // Counted before the password is checked, so parallel attempts cannot outrun the limit.
      const admission = await deps.limiter.admit(email, address, device);
      if (!admission.admitted) {
        return { outcome: 'rate-limited', retryAfterSeconds: admission.retryAfterSeconds };
      }

      const user = known ?? (await deps.users.findByEmail(email));
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      // A disabled user gets the same answer as a wrong password (and stays counted as a failure).
      if (!user || !matches || !user.isActive) return { outcome: 'invalid' };
      await admission.succeeded();
      const methods = (await deps.secondStep?.methodsOf(user.id)) ?? [];
      // The device cookie waits for the second step: only a finished sign-in makes a browser known.
      if (deps.secondStep && methods.length > 0) {
        return { outcome: 'second-factor', pendingId: await deps.secondStep.begin(user.id), methods };
      }
      return {
        outcome: 'signed-in',
        sessionId: await deps.sessions.start(user.id),
        deviceToken: await deps.devices.issue(user.id, deviceToken),
      };
    },
  };
}

import type { SecondFactorSignIn } from '#shared/schemas/second-factor-sign-in';
import type { Clock } from '../../../ports/clock';
import type { SecondFactorStore } from '../../../ports/second-factors';
import type { UserRepository } from '../../../ports/users';
import type { LoginRateLimiter } from '../login-rate-limiter';
import type { SessionService } from '../session-service';
import type { TrustedDevices } from '../trusted-devices';
import { checkCode, checkPasskey } from './factor-checks';
import { authenticationOptions, type RelyingParty } from './passkey-ceremonies';
import type { PendingSignIns } from './pending-sign-in';

export type SecondStepResult =
  /** `deviceToken`: this browser's device cookie, as the password step gives users without a factor. */
  | { outcome: 'signed-in'; sessionId: string; deviceToken: string }
  /** No pending sign-in (none, used, or past its 5 minutes): the password must be typed again. */
  | { outcome: 'expired' }
  /** A wrong code or passkey; it counts as a failed sign-in. */
  | { outcome: 'invalid' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

export interface SecondStepSignIn {
  /** The options for signing with one of the user's passkeys; undefined without a pending sign-in or passkey. */
  passkeyOptions(pendingId: string, rp: RelyingParty): Promise<Record<string, unknown> | undefined>;
  /** Checks the second factor and, when it is right, starts the session the password alone did not. */
  complete(
    pendingId: string,
    proof: SecondFactorSignIn,
    address: string,
    rp: RelyingParty,
    /** The device cookie the browser sent, if any. */
    deviceToken?: string,
  ): Promise<SecondStepResult>;
}

export function createSecondStepSignIn(deps: {
  users: UserRepository;
  factors: SecondFactorStore;
  pending: PendingSignIns;
  sessions: SessionService;
  limiter: LoginRateLimiter;
  devices: TrustedDevices;
  clock: Clock;
}): SecondStepSignIn {
  const { factors, pending, clock } = deps;
  return {
    async passkeyOptions(pendingId, rp) {
      const signIn = await pending.resolve(pendingId);
      const passkeys = signIn ? ((await factors.get(signIn.userId))?.passkeys ?? []) : [];
      if (!signIn || passkeys.length === 0) return undefined;
      const options = await authenticationOptions(rp, passkeys);
      await pending.attachChallenge(pendingId, options.challenge);
      return { ...options };
    },

    async complete(pendingId, proof, address, rp, deviceToken) {
      const signIn = await pending.resolve(pendingId);
      const user = signIn && (await deps.users.findById(signIn.userId));
      if (!signIn || !user?.isActive) return { outcome: 'expired' };

      // Counted before the check, with the password's limits: a code is one more guess at the account.
      const device = await deps.devices.verify(deviceToken, user.id);
      const admission = await deps.limiter.admit(user.email, address, device);
      if (!admission.admitted)
        return { outcome: 'rate-limited', retryAfterSeconds: admission.retryAfterSeconds };
      const right =
        'code' in proof
          ? await checkCode(factors, clock, user.id, proof.code)
          : await checkPasskey(factors, clock, user.id, {
              assertion: proof.passkey,
              challenge: signIn.challenge,
              rp,
            });
      if (!right) return { outcome: 'invalid' };
      await admission.succeeded();

      // Used once: a second request with the same pending cookie finds it gone.
      if (!(await pending.complete(pendingId))) return { outcome: 'expired' };
      return {
        outcome: 'signed-in',
        sessionId: await deps.sessions.start(user.id),
        deviceToken: await deps.devices.issue(user.id, deviceToken),
      };
    },
  };
}

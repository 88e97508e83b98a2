import type {
  PasskeyRegistration,
  PasskeySummary,
  RecoveryCodes,
  SecondFactorStatus,
  TotpEnrolment,
} from '#shared/schemas/second-factors';
import type { Clock } from '../../../ports/clock';
import type { SecondFactorStore, StoredPasskey } from '../../../ports/second-factors';
import type { UserRecord, UserRepository } from '../../../ports/users';
import { conflict, invalid, notFound } from '../../domain-error';
import { type ProofRefusal, proveCurrentPassword } from '../current-password-proof';
import type { LoginRateLimiter } from '../login-rate-limiter';
import { changeFactors } from './factor-changes';
import { afterRemoval, toStatus } from './factor-record';
import { type RelyingParty, registrationOptions, verifyRegistration } from './passkey-ceremonies';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { matchingTotpStep, newTotpSecret, totpUri } from './totp';

/** How long a secret handed out may wait for its first code, and a passkey registration for its answer. */
const ENROLMENT_MS = 10 * 60 * 1000;
/** A few keys and phones; the cap keeps the user's factors one small item. */
export const MAX_PASSKEYS = 10;

export const WRONG_TOTP_CODE =
  'The code is not correct. Check that the time on your phone is right and try again.';

/** Done, or refused because the current password did not prove the user. */
export type Proven<T> = { outcome: 'done'; value: T } | ProofRefusal;

/** A signed-in user's own second factors (the Security page); changes need their current password. */
export interface OwnSecondFactors {
  status(userId: string): Promise<SecondFactorStatus>;
  startTotp(userId: string, currentPassword: string, address: string): Promise<Proven<TotpEnrolment>>;
  confirmTotp(userId: string, code: string): Promise<RecoveryCodes>;
  removeTotp(userId: string, currentPassword: string, address: string): Promise<Proven<void>>;
  passkeyOptions(
    userId: string,
    currentPassword: string,
    address: string,
    rp: RelyingParty,
  ): Promise<Proven<Record<string, unknown>>>;
  addPasskey(userId: string, registration: PasskeyRegistration, rp: RelyingParty): Promise<PasskeySummary>;
  removePasskey(
    userId: string,
    passkeyId: string,
    currentPassword: string,
    address: string,
  ): Promise<Proven<void>>;
}

export function createOwnSecondFactors(deps: {
  users: UserRepository;
  factors: SecondFactorStore;
  limiter: LoginRateLimiter;
  clock: Clock;
}): OwnSecondFactors {
  const { factors, clock } = deps;
  const userOf = async (userId: string): Promise<UserRecord> => {
    const user = await deps.users.findById(userId);
    if (!user) throw notFound('User not found');
    return user;
  };
  /** Runs `action` once the current password proved the user. */
  const proven = async <T>(
    user: UserRecord,
    proof: { password: string; address: string },
    action: () => Promise<T>,
  ): Promise<Proven<T>> => {
    const refusal = await proveCurrentPassword(deps.limiter, user, proof.password, proof.address);
    return refusal ?? { outcome: 'done', value: await action() };
  };

  return {
    status: async (userId) => toStatus(await factors.get(userId)),

    async startTotp(userId, password, address) {
      const user = await userOf(userId);
      if ((await factors.get(userId))?.totpSecret) {
        throw conflict('An authenticator app is already set up; remove it first to set up another.');
      }
      return proven(user, { password, address }, async () => {
        const secret = newTotpSecret();
        const expiresAt = clock.now() + ENROLMENT_MS;
        await changeFactors(factors, userId, (current) => ({
          next: { ...current, pendingTotp: { secret, expiresAt } },
          result: undefined,
        }));
        return { secret, otpauthUrl: totpUri(secret, user.email) };
      });
    },

    async confirmTotp(userId, code) {
      const recoveryCodes = newRecoveryCodes();
      const outcome = await changeFactors(factors, userId, (current) => {
        const { pendingTotp } = current;
        if (!pendingTotp || clock.now() >= pendingTotp.expiresAt) return { result: 'expired' as const };
        const step = matchingTotpStep(pendingTotp.secret, code, clock.now());
        if (step === undefined) return { result: 'wrong' as const };
        return {
          next: {
            ...current,
            totpSecret: pendingTotp.secret,
            pendingTotp: undefined,
            // The code just typed cannot sign anyone in afterwards.
            lastTotpStep: Math.max(step, current.lastTotpStep ?? step),
            recoveryCodeHashes: recoveryCodes.map((recoveryCode) => hashRecoveryCode(userId, recoveryCode)),
          },
          result: 'confirmed' as const,
        };
      });
      if (outcome === 'expired') throw invalid('Start again: the authenticator app set-up has expired.');
      if (outcome === 'wrong') throw invalid(WRONG_TOTP_CODE);
      return { recoveryCodes };
    },

    async removeTotp(userId, password, address) {
      const user = await userOf(userId);
      return proven(user, { password, address }, () =>
        changeFactors(factors, userId, (current) => ({
          next: afterRemoval({ ...current, totpSecret: undefined, pendingTotp: undefined }),
          result: undefined,
        })),
      );
    },

    async passkeyOptions(userId, password, address, rp) {
      const user = await userOf(userId);
      const existing = (await factors.get(userId))?.passkeys ?? [];
      if (existing.length >= MAX_PASSKEYS)
        throw conflict(`At most ${MAX_PASSKEYS} passkeys; remove one first.`);
      return proven(user, { password, address }, async () => {
        const options = await registrationOptions(rp, user, existing);
        const registration = { challenge: options.challenge, expiresAt: clock.now() + ENROLMENT_MS };
        await changeFactors(factors, userId, (current) => ({
          next: { ...current, registration },
          result: undefined,
        }));
        return { ...options };
      });
    },

    async addPasskey(userId, { name, response }, rp) {
      const registration = (await factors.get(userId))?.registration;
      const verified =
        registration && clock.now() < registration.expiresAt
          ? await verifyRegistration(rp, response, registration.challenge)
          : undefined;
      if (!registration || !verified)
        throw invalid('The passkey could not be verified; try adding it again.');
      const passkey: StoredPasskey = {
        ...verified,
        name,
        createdAt: new Date(clock.now()).toISOString(),
        lastUsedAt: null,
      };
      const added = await changeFactors(factors, userId, (current) => {
        // The challenge is used once: a second answer to it finds it gone.
        if (current.registration?.challenge !== registration.challenge) return { result: false };
        if (current.passkeys.some((kept) => kept.id === passkey.id)) return { result: false };
        return {
          next: { ...current, registration: undefined, passkeys: [...current.passkeys, passkey] },
          result: true,
        };
      });
      if (!added) throw conflict('This passkey was added already.');
      return { id: passkey.id, name, createdAt: passkey.createdAt, lastUsedAt: null };
    },

    async removePasskey(userId, passkeyId, password, address) {
      const user = await userOf(userId);
      if (!(await factors.get(userId))?.passkeys.some((passkey) => passkey.id === passkeyId)) {
        throw notFound('Passkey not found');
      }
      return proven(user, { password, address }, () =>
        changeFactors(factors, userId, (current) => ({
          next: afterRemoval({
            ...current,
            passkeys: current.passkeys.filter((passkey) => passkey.id !== passkeyId),
          }),
          result: undefined,
        })),
      );
    },
  };
}

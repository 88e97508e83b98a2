import type { PasskeyAssertion } from '#shared/schemas/passkey-credentials';
import type { Clock } from '../../../ports/clock';
import type { SecondFactorStore } from '../../../ports/second-factors';
import { changeFactors } from './factor-changes';
import { type RelyingParty, verifyAssertion } from './passkey-ceremonies';
import { hashRecoveryCode, isRecoveryCodeShape } from './recovery-codes';
import { matchingTotpStep } from './totp';

/**
 * Whether `code` is the user's current authenticator code (one they have not used yet) or one of their
 * unused recovery codes; the code is used up when it is.
 */
export async function checkCode(
  store: SecondFactorStore,
  clock: Clock,
  userId: string,
  code: string,
): Promise<boolean> {
  const compact = code.replace(/\s/g, '');
  if (/^\d+$/.test(compact)) {
    return changeFactors(store, userId, (current) => {
      const step = current.totpSecret
        ? matchingTotpStep(current.totpSecret, compact, clock.now())
        : undefined;
      // A step at or before the last one used is a replay: a code seen over a shoulder, or sent twice.
      if (step === undefined || step <= (current.lastTotpStep ?? Number.NEGATIVE_INFINITY))
        return { result: false };
      return { next: { ...current, lastTotpStep: step }, result: true };
    });
  }
  if (!isRecoveryCodeShape(code)) return false;
  const hash = hashRecoveryCode(userId, code);
  return changeFactors(store, userId, (current) =>
    current.recoveryCodeHashes.includes(hash)
      ? {
          next: {
            ...current,
            recoveryCodeHashes: current.recoveryCodeHashes.filter((kept) => kept !== hash),
          },
          result: true,
        }
      : { result: false },
  );
}

/** Whether `assertion` is a genuine signature of `challenge` by one of the user's passkeys. */
export async function checkPasskey(
  store: SecondFactorStore,
  clock: Clock,
  userId: string,
  sign: { assertion: PasskeyAssertion; challenge: string | undefined; rp: RelyingParty },
): Promise<boolean> {
  const { assertion, challenge, rp } = sign;
  const passkey = (await store.get(userId))?.passkeys.find((candidate) => candidate.id === assertion.id);
  if (!passkey || !challenge) return false;
  const counter = await verifyAssertion(rp, assertion, challenge, passkey);
  if (counter === undefined) return false;
  const lastUsedAt = new Date(clock.now()).toISOString();
  return changeFactors(store, userId, (current) => {
    if (!current.passkeys.some((kept) => kept.id === passkey.id)) return { result: false };
    const passkeys = current.passkeys.map((kept) =>
      kept.id === passkey.id ? { ...kept, counter, lastUsedAt } : kept,
    );
    return { next: { ...current, passkeys }, result: true };
  });
}

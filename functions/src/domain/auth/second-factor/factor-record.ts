import type { SecondFactorMethod } from '#shared/schemas/second-factor-sign-in';
import type { SecondFactorStatus } from '#shared/schemas/second-factors';
import type { SecondFactorRecord } from '../../../ports/second-factors';

/** A user with no factor yet, as the first write creates them. */
export const noFactors = (userId: string): SecondFactorRecord => ({
  userId,
  recoveryCodeHashes: [],
  passkeys: [],
  version: 0,
});

/** An authenticator app or a passkey: what makes the password alone no longer enough. */
export const hasSecondFactor = (record: SecondFactorRecord | undefined): boolean =>
  record !== undefined && (record.totpSecret !== undefined || record.passkeys.length > 0);

/** How this user can finish signing in; none means the password alone signs them in. */
export function signInMethods(record: SecondFactorRecord | undefined): SecondFactorMethod[] {
  if (!record || !hasSecondFactor(record)) return [];
  return [
    ...(record.totpSecret !== undefined ? (['totp'] as const) : []),
    ...(record.recoveryCodeHashes.length > 0 ? (['recovery_code'] as const) : []),
    ...(record.passkeys.length > 0 ? (['passkey'] as const) : []),
  ];
}

/** What the Security page shows: never a secret, a hash or a public key. */
export function toStatus(record: SecondFactorRecord | undefined): SecondFactorStatus {
  return {
    totp: { enabled: record?.totpSecret !== undefined },
    passkeys: (record?.passkeys ?? []).map(({ id, name, createdAt, lastUsedAt }) => ({
      id,
      name,
      createdAt,
      lastUsedAt,
    })),
    recoveryCodesLeft: record?.recoveryCodeHashes.length ?? 0,
  };
}

/**
 * `record` after a factor was removed: once none is left, the recovery codes go too, since they stood in
 * for a factor that no longer exists.
 */
export function afterRemoval(record: SecondFactorRecord): SecondFactorRecord {
  return hasSecondFactor(record) ? record : { ...record, recoveryCodeHashes: [] };
}

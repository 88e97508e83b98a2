import type {
  PendingSignInRecord,
  PendingSignInStore,
  SecondFactorRecord,
  SecondFactorStore,
} from '../../functions/src/ports/second-factors';

/** The second factor store in memory, with the same conditional write on the version as DynamoDB's. */
export function memoryFactorStore(): SecondFactorStore & { writes: number } {
  const records = new Map<string, SecondFactorRecord>();
  const store = {
    writes: 0,
    get: async (userId: string) => structuredClone(records.get(userId)),
    async replace(next: SecondFactorRecord, readVersion: number) {
      if ((records.get(next.userId)?.version ?? 0) !== readVersion) return false;
      records.set(next.userId, structuredClone(next));
      store.writes += 1;
      return true;
    },
    remove: async (userId: string) => void records.delete(userId),
    enrolled: async (userIds: string[]) =>
      new Set(userIds.filter((id) => records.get(id)?.totpSecret || records.get(id)?.passkeys.length)),
  };
  return store;
}

/** Pending sign-ins in memory; `take` succeeds once per record. */
export function memoryPendingStore(): PendingSignInStore & { records: Map<string, PendingSignInRecord> } {
  const records = new Map<string, PendingSignInRecord>();
  return {
    records,
    create: async (record) => void records.set(record.idHash, { ...record }),
    find: async (idHash) => records.get(idHash),
    setChallenge: async (idHash, challenge) => {
      const record = records.get(idHash);
      if (record) record.challenge = challenge;
    },
    take: async (idHash) => records.delete(idHash),
  };
}

/** A clock a test moves by hand. */
export function handClock(startMs: number) {
  let now = startMs;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

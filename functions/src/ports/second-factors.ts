import type { SecondFactorPolicy } from '#shared/schemas/second-factors';

/** A registered passkey: what verifying its signatures needs, and what the Security page lists. */
export interface StoredPasskey {
  /** The credential id (base64url). */
  id: string;
  name: string;
  /** The COSE public key (base64url). */
  publicKey: string;
  /** The authenticator's signature counter at the last sign-in (0 for those that keep none). */
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

/** A challenge handed to the browser, good until `expiresAt` (epoch ms). */
export interface IssuedChallenge {
  challenge: string;
  expiresAt: number;
}

/** One user's second factors, kept together so every change is one conditional write. */
export interface SecondFactorRecord {
  userId: string;
  /** The authenticator app's secret (base32) once confirmed. */
  totpSecret?: string;
  /** A secret handed out and not confirmed yet. */
  pendingTotp?: { secret: string; expiresAt: number };
  /** The last TOTP time step accepted: a code of that step or an earlier one is never accepted again. */
  lastTotpStep?: number;
  /** SHA-256 hashes of the unused recovery codes. */
  recoveryCodeHashes: string[];
  passkeys: StoredPasskey[];
  /** The challenge of a passkey registration under way. */
  registration?: IssuedChallenge;
  /** Bumped by every write; a write names the version it read (0: nothing stored). */
  version: number;
}

export interface SecondFactorStore {
  get(userId: string): Promise<SecondFactorRecord | undefined>;
  /** Writes `next` (with `next.version`) only if the stored version is still `readVersion`; false otherwise. */
  replace(next: SecondFactorRecord, readVersion: number): Promise<boolean>;
  /** Removes every factor of the user. */
  remove(userId: string): Promise<void>;
  /** Which of `userIds` have a confirmed factor (an app or a passkey). */
  enrolled(userIds: string[]): Promise<Set<string>>;
}

/** A sign-in whose password was right and whose second factor is awaited; only a hash of its id is kept. */
export interface PendingSignInRecord {
  idHash: string;
  userId: string;
  /** Epoch ms; checked in code, since dynalite never applies TTL. */
  expiresAt: number;
  /** The passkey challenge handed out for it, if any. */
  challenge?: string;
}

export interface PendingSignInStore {
  create(record: PendingSignInRecord): Promise<void>;
  find(idHash: string): Promise<PendingSignInRecord | undefined>;
  setChallenge(idHash: string, challenge: string): Promise<void>;
  /** Deletes it; true only for the one caller that found it there, so a sign-in completes once. */
  take(idHash: string): Promise<boolean>;
}

/** Settings > Security: the roles that must have a second factor; undefined until an admin saves it. */
export interface SecondFactorPolicyStore {
  get(): Promise<SecondFactorPolicy | undefined>;
  save(policy: SecondFactorPolicy): Promise<void>;
}

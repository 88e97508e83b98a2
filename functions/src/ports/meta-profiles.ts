import type { Profile } from '#shared/schemas/meta-profiles';

/** A stored profile; whether it is the default is kept apart, in one pointer. */
export type ProfileRecord = Omit<Profile, 'isDefault'>;

/**
 * The ad settings profiles and the pointer to the default one. The pointer is a single item, so there is
 * never more than one default; its conditional writes keep it on an existing profile without transactions.
 */
export interface ProfileStore {
  /** Every profile, oldest first, and the pointer as stored (possibly stale: the service repairs it). */
  list(): Promise<{ profiles: ProfileRecord[]; defaultId: string | undefined }>;
  findById(id: string): Promise<ProfileRecord | undefined>;
  defaultId(): Promise<string | undefined>;
  create(profile: ProfileRecord): Promise<void>;
  /** Replaces the profile unless it changed since `previous` was read; false then. */
  replace(previous: ProfileRecord, next: ProfileRecord): Promise<boolean>;
  /** False when there was no such profile. */
  delete(id: string): Promise<boolean>;
  /** Points the default at `id` (or nowhere) if the pointer still is `expected`; false otherwise. */
  pointDefault(id: string | undefined, expected: string | undefined): Promise<boolean>;
}

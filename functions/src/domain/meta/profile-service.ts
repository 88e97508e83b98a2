import { randomUUID } from 'node:crypto';
import { AD_CREATIVE_PARAMETER } from '#shared/meta/url-tags';
import type { Profile, ProfileValues } from '#shared/schemas/meta-profiles';
import type { Clock } from '../../ports/clock';
import type { ProfileRecord, ProfileStore } from '../../ports/meta-profiles';
import { conflict, notFound, unavailable } from '../domain-error';

export const PROFILE_NOT_FOUND = 'Profile not found';
export const PROFILE_CHANGED = 'The profile was changed meanwhile; reload and try again.';
export const DEFAULT_STAYS = 'The default profile stays the default until another profile is set as default';

/** Pointer moves tried before giving up under extreme contention (each loses only to another move). */
const POINTER_ATTEMPTS = 10;

export interface ProfileService {
  list(): Promise<Profile[]>;
  get(id: string): Promise<Profile>;
  create(values: ProfileValues, makeDefault: boolean): Promise<Profile>;
  /** Replaces the profile's fields with `values` (already merged and checked). */
  update(id: string, values: ProfileValues, previous: ProfileRecord): Promise<Profile>;
  /** Makes the profile the default; `false` is only accepted for a profile that is not the default. */
  setDefault(id: string, isDefault: boolean): Promise<Profile>;
  remove(id: string): Promise<void>;
  /** The stored profile as read now, for a caller merging changes into it. */
  record(id: string): Promise<ProfileRecord>;
}

const view = (record: ProfileRecord, defaultId: string | undefined): Profile => ({
  ...record,
  // Profiles saved before the ad's text went on the URL lack these: it is on, under Google's name.
  adTextOnUrl: record.adTextOnUrl ?? true,
  adTextParameter: record.adTextParameter ?? AD_CREATIVE_PARAMETER,
  isDefault: record.id === defaultId,
});

/**
 * Profiles with exactly one default whenever any exist: the first profile becomes it, deleting it hands
 * it to the oldest one left, and a pointer found on a deleted profile (a delete racing a set) is moved
 * before anyone sees it. Every pointer move is conditional on the pointer as read.
 */
export function createProfileService(store: ProfileStore, clock: Clock): ProfileService {
  const now = () => new Date(clock.now()).toISOString();

  /** The profiles with a valid default, repairing the pointer when it points nowhere useful. */
  async function settled() {
    for (let attempt = 0; attempt < POINTER_ATTEMPTS; attempt++) {
      const { profiles, defaultId } = await store.list();
      const valid = profiles.some((profile) => profile.id === defaultId);
      if (valid || (profiles.length === 0 && defaultId === undefined)) return { profiles, defaultId };
      await store.pointDefault(profiles[0]?.id, defaultId);
    }
    throw unavailable('The default profile is changing too often; try again');
  }

  async function existing(id: string) {
    const record = await store.findById(id);
    if (!record) throw notFound(PROFILE_NOT_FOUND);
    return record;
  }

  async function pointAt(id: string) {
    for (let attempt = 0; attempt < POINTER_ATTEMPTS; attempt++) {
      const current = await store.defaultId();
      if (current === id || (await store.pointDefault(id, current))) break;
    }
    // Deleted while it was being made the default: the pointer goes on to a profile that exists.
    await settled();
  }

  async function withDefault(record: ProfileRecord) {
    const { defaultId } = await settled();
    return view(record, defaultId);
  }

  return {
    async list() {
      const { profiles, defaultId } = await settled();
      return profiles.map((profile) => view(profile, defaultId));
    },

    async get(id) {
      return withDefault(await existing(id));
    },

    record: existing,

    async create(values, makeDefault) {
      const at = now();
      const record: ProfileRecord = { id: randomUUID(), ...values, createdAt: at, updatedAt: at };
      await store.create(record);
      if (makeDefault) await pointAt(record.id);
      return withDefault(record);
    },

    async update(id, values, previous) {
      const next: ProfileRecord = { ...values, id, createdAt: previous.createdAt, updatedAt: now() };
      if (!(await store.replace(previous, next))) {
        if (!(await store.findById(id))) throw notFound(PROFILE_NOT_FOUND);
        throw conflict(PROFILE_CHANGED);
      }
      return withDefault(next);
    },

    async setDefault(id, isDefault) {
      const record = await existing(id);
      if (isDefault) await pointAt(id);
      const profile = await withDefault(record);
      if (!isDefault && profile.isDefault) throw conflict(DEFAULT_STAYS);
      return profile;
    },

    async remove(id) {
      if (!(await store.delete(id))) throw notFound(PROFILE_NOT_FOUND);
      await settled();
    },
  };
}

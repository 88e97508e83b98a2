import type { ApiStatus } from '#shared/schemas/settings';

/**
 * The last API status, shared by every Lambda container, keyed by a fingerprint of the credentials it was
 * checked with: once the credentials change, the old entry no longer answers.
 */
export interface ApiStatusCache {
  /** The entry checked with these credentials, if it is still fresh at `now`. */
  get(fingerprint: string, now: number): Promise<ApiStatus | undefined>;
  put(fingerprint: string, status: ApiStatus, freshUntil: number): Promise<void>;
}

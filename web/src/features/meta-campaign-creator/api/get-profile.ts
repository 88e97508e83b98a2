import type { Profile } from '#shared/schemas/meta-profiles';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/meta/ad-settings/profiles/{id}`: read fresh when applied, so a just-edited profile applies as saved. */
export async function fetchProfile(id: string): Promise<Profile> {
  return (await apiRequest('GET', `/api/meta/ad-settings/profiles/${encodeURIComponent(id)}`)).json();
}

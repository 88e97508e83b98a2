import type { Profile } from '#shared/schemas/meta-profiles';
import { apiRequest } from '../../../lib/api-client';
import { useProfileMutation } from './profile-mutation';

/** `DELETE /api/meta/ad-settings/profiles/{id}` (204). */
export async function deleteProfile(profile: Profile): Promise<Profile> {
  await apiRequest('DELETE', `/api/meta/ad-settings/profiles/${encodeURIComponent(profile.id)}`);
  return profile;
}

export function useDeleteProfile() {
  return useProfileMutation({
    mutationFn: deleteProfile,
    success: (profile) => ({ title: 'Profile deleted', description: `"${profile.name}" has been deleted.` }),
    failure: 'Failed to delete profile',
  });
}

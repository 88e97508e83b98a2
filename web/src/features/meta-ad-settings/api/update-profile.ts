import type { Profile, ProfileUpdate } from '#shared/schemas/meta-profiles';
import { apiRequest } from '../../../lib/api-client';
import { useProfileMutation } from './profile-mutation';

/** `PATCH /api/meta/ad-settings/profiles/{id}` with profile fields, or `{isDefault: true}`. */
export async function updateProfile({
  id,
  changes,
}: {
  id: string;
  changes: ProfileUpdate;
}): Promise<Profile> {
  return (
    await apiRequest('PATCH', `/api/meta/ad-settings/profiles/${encodeURIComponent(id)}`, changes)
  ).json();
}

export function useUpdateProfile() {
  return useProfileMutation({
    mutationFn: updateProfile,
    success: (profile) => ({ title: 'Profile updated', description: `"${profile.name}" has been saved.` }),
    failure: 'Failed to update profile',
  });
}

/** Set as Default: the same update, with its own toast. */
export function useSetDefaultProfile() {
  return useProfileMutation({
    mutationFn: (profile: Profile) => updateProfile({ id: profile.id, changes: { isDefault: true } }),
    success: (profile) => ({
      title: 'Default profile set',
      description: `"${profile.name}" now applies when a campaign uses the default profile.`,
    }),
    failure: 'Failed to update profile',
  });
}

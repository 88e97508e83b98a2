import type { Profile, ProfileInput } from '#shared/schemas/meta-profiles';
import { apiRequest } from '../../../lib/api-client';
import { useProfileMutation } from './profile-mutation';

/** `POST /api/meta/ad-settings/profiles`. */
export async function createProfile(input: ProfileInput): Promise<Profile> {
  return (await apiRequest('POST', '/api/meta/ad-settings/profiles', input)).json();
}

export function useCreateProfile() {
  return useProfileMutation({
    mutationFn: createProfile,
    success: (profile) => ({ title: 'Profile created', description: `"${profile.name}" has been added.` }),
    failure: 'Failed to create profile',
  });
}

import type { User } from '#shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { useUserMutation } from './user-mutation';

/** `POST /api/users/{id}/mfa/reset` (204): the user's authenticator app, passkeys and recovery codes go. */
export async function resetSecondFactors(user: User): Promise<User> {
  await apiRequest('POST', `/api/users/${encodeURIComponent(user.id)}/mfa/reset`);
  return user;
}

export function useResetSecondFactors() {
  return useUserMutation({
    mutationFn: resetSecondFactors,
    success: (user) => ({
      title: 'Second factor reset',
      description: `${user.username} signs in with their password alone until they set up a new one.`,
    }),
    failureTitle: 'Failed to reset the second factor',
  });
}

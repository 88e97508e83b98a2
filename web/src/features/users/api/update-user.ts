import type { User, UserChanges } from '#shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { passwordResetNote } from '../user-display';
import { useUserMutation } from './user-mutation';

/**
 * `PATCH /api/users/{id}`: role, email, status, or a new password (empty keeps the current one; never
 * one's own, which Change password sets with the current one).
 */
export async function updateUser({ id, changes }: { id: string; changes: UserChanges }): Promise<User> {
  return (await apiRequest('PATCH', `/api/users/${encodeURIComponent(id)}`, changes)).json();
}

export function useUpdateUser() {
  return useUserMutation({
    mutationFn: updateUser,
    success: (user, { changes }) => ({
      title: 'User updated successfully',
      description: [`${user.username} has been saved.`, passwordResetNote(changes)].filter(Boolean).join(' '),
    }),
    failureTitle: 'Failed to update user',
  });
}

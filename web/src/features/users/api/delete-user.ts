import type { User } from '#shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { useUserMutation } from './user-mutation';

/** `DELETE /api/users/{id}` (204); the user's sessions end with it. */
export async function deleteUser(user: User): Promise<User> {
  await apiRequest('DELETE', `/api/users/${encodeURIComponent(user.id)}`);
  return user;
}

export function useDeleteUser() {
  return useUserMutation({
    mutationFn: deleteUser,
    success: (user) => ({
      title: 'User deleted successfully',
      description: `${user.username} can no longer sign in.`,
    }),
    failureTitle: 'Failed to delete user',
  });
}

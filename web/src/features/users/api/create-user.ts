import type { NewUser, User } from '#shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { useUserMutation } from './user-mutation';

/** `POST /api/users` (201 with the new user). */
export async function createUser(input: NewUser): Promise<User> {
  return (await apiRequest('POST', '/api/users', input)).json();
}

export function useCreateUser() {
  return useUserMutation({
    mutationFn: createUser,
    success: (user) => ({
      title: 'User added successfully',
      description: `${user.username} can now sign in.`,
    }),
    failureTitle: 'Failed to add user',
  });
}

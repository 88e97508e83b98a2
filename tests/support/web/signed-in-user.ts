import { ROLE_PERMISSIONS, type Role } from '#shared/access/roles';
import type { AuthUser } from '#shared/schemas/auth';

/** What `GET /api/auth/user` answers for a signed-in user of `role`, with that role's permissions. */
export const signedInUser = (role: Role): AuthUser => ({
  id: 'u1',
  username: role,
  email: `${role}@example.com`,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
});

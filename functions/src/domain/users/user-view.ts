import { ROLE_PERMISSIONS } from '#shared/access/roles';
import type { AuthUser } from '#shared/schemas/auth';
import type { User } from '#shared/schemas/users';
import type { UserRecord } from '../../ports/users';

/** The public view of a user: never the password hash. */
export function toAuthUser(user: UserRecord): AuthUser {
  const { id, username, email, role } = user;
  return { id, username, email, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

/** A user as user management shows it: the signed-in view plus creation date, status and second factor. */
export function toUserView(user: UserRecord, hasSecondFactor: boolean): User {
  return { ...toAuthUser(user), createdAt: user.createdAt, isActive: user.isActive, hasSecondFactor };
}

import type { Permission } from '#shared/roles';
import type { UserChanges } from '#shared/schemas/users';

/** "view_dashboard" as "View dashboard". */
export function permissionLabel(permission: Permission): string {
  const words = permission.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a saved edit did to sessions when it set a new password (the server ends every session of the
 * user; an admin editing their own stays signed in here), or undefined when the password was kept.
 */
export function passwordResetNote(changes: UserChanges, userId: string, selfId: string | undefined) {
  if (!changes.password) return undefined;
  return userId === selfId
    ? 'Your other sessions have been signed out.'
    : 'Their sessions have been ended; they sign in again with the new password.';
}

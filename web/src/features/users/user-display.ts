import type { Permission } from '#shared/access/roles';
import type { UserChanges } from '#shared/schemas/users';

/** "view_dashboard" as "View dashboard". */
export function permissionLabel(permission: Permission): string {
  const words = permission.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a saved edit did to sessions when it set a new password (the server ends every session of the
 * user), or undefined when the password was kept. One's own password is never set here: the server
 * refuses it, and the dialog offers no field for it.
 */
export function passwordResetNote(changes: UserChanges) {
  return changes.password
    ? 'Their sessions have been ended; they sign in again with the new password.'
    : undefined;
}

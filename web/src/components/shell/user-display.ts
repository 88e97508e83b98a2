import type { Role } from '#shared/access/roles';

/** Up to two initials for the avatar; an email-like name uses its local part. */
export function userInitials(username: string): string {
  const words =
    username
      .split('@')[0]
      ?.split(/[\s._-]+/)
      .filter(Boolean) ?? [];
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return initials || '?';
}

/** The short role label the sidebar shows ("Admin", "Editor", ...): the role, capitalised. */
export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** Roles offered by user management, most privileged first. */
export const ROLES = ['admin', 'editor', 'writer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  writer: 'Writer',
  viewer: 'Viewer',
};

/** Every permission, in the order of docs/contract.md#roles-and-permissions. */
export const PERMISSIONS = [
  'view_dashboard',
  'manage_keywords',
  'manage_prompts',
  'create_content',
  'publish_content',
  'manage_meta_campaigns',
  'create_meta_campaigns',
  'manage_users',
  'system_settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: PERMISSIONS.slice(0, 5),
  writer: ['view_dashboard', 'manage_keywords', 'create_content'],
  viewer: ['view_dashboard'],
};

/** Whether a role grants a permission. */
export function roleHasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * The 403 message of a role without `permission`, in one wording for the API and the screens; `purpose`
 * (e.g. "publishing to WordPress") says what needed it when the permission only guards part of a call.
 */
export function missingPermissionMessage(permission: Permission, purpose?: string): string {
  const needed = purpose ? `, which ${purpose} needs` : '';
  return `Forbidden: your role does not have the "${permission}" permission${needed}.`;
}

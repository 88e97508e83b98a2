import type { Permission } from '#shared/access/roles';
import { useAuthUser } from './auth-user';

/**
 * Whether the signed-in user's role has `permission`. The server enforces it; the screens use it to offer
 * only what the role may do (e.g. launching campaigns, create_meta_campaigns).
 */
export function usePermission(permission: Permission): boolean {
  return useAuthUser().data?.permissions.includes(permission) === true;
}

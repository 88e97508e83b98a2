import type { MiddlewareHandler } from 'hono';
import { missingPermissionMessage, type Permission } from '#shared/access/roles';
import type { AppEnv } from '../app-env';
import { signedInUser } from './session';

/** Refuses, with 403 and the missing permission named, a user whose role lacks `permission`. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!signedInUser(c).permissions.includes(permission)) {
      return c.json({ message: missingPermissionMessage(permission) }, 403);
    }
    return next();
  };
}

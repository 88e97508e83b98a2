import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Permission } from '#shared/roles';
import { requirePermission } from '../middleware/permissions';

/**
 * A route that needs `permission`: the server enforces it (403 otherwise) and the OpenAPI document records
 * it as `x-permission`, from which the permission-matrix test is generated, so no route can be missed.
 */
export function protectedRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  permission: Permission,
  config: R,
) {
  return createRoute({
    ...config,
    middleware: [requirePermission(permission)] as const,
    'x-permission': permission,
  });
}

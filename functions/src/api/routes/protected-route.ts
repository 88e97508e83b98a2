import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Permission } from '#shared/access/roles';
import { requirePermission } from '../middleware/permissions';
import { errorResponse } from './openapi-responses';

/**
 * A permission a route checks only in some cases, against what the request would do (e.g. publish_content
 * when a run would publish): the handler enforces it, the document records it as `x-conditional-permission`.
 */
export interface ConditionalPermission {
  permission: Permission;
  /** When it is checked, in words, for the document's readers. */
  when: string;
}

/** The document's 403 of a route: what it needs, named from the permissions it is declared with. */
const refusedFor = (permission: Permission, conditional?: ConditionalPermission) =>
  errorResponse(
    conditional
      ? `The role lacks ${permission}, or ${conditional.permission} when ${conditional.when}`
      : `The role lacks the ${permission} permission`,
  );

/**
 * A route that needs `permission` (and `conditional` when given): the server enforces it (403 otherwise)
 * and the OpenAPI document records it as `x-permission`, from which the permission-matrix test is
 * generated, so no route can be missed. Without a session it answers 401 before that; the document says
 * both, the 403 naming the permission (a route may still describe its own).
 */
export function protectedRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  permission: Permission,
  config: R,
  conditional?: ConditionalPermission,
) {
  return createRoute({
    ...config,
    responses: {
      401: errorResponse('Not signed in'),
      403: refusedFor(permission, conditional),
      ...config.responses,
    },
    middleware: [requirePermission(permission)] as const,
    'x-permission': permission,
    ...(conditional ? { 'x-conditional-permission': conditional } : {}),
  });
}

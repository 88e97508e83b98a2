import {
  notificationIdParamSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountSchema,
} from '#shared/schemas/notifications';
import type { NotificationService } from '../../domain/notifications/notification-service';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface NotificationRouteDeps {
  notificationService: NotificationService;
}

const tags = ['Notifications'];
// Notifications are the team's: every signed-in role reads them (each user keeps their own read marks).

const listRoute = protectedRoute('view_dashboard', {
  method: 'get',
  path: '/notifications',
  operationId: 'listNotifications',
  tags,
  summary:
    'The team’s notifications, newest first, with whether the signed-in user read each; `unread=true` only ' +
    'unread ones, `kind` and `severity` filter, `cursor` (the last `nextCursor`) reads on',
  request: { query: notificationsQuerySchema },
  responses: {
    200: jsonContent(notificationsResponseSchema, 'A page of notifications and the unread count'),
    400: errorResponse('Invalid filter, cursor or limit'),
  },
});

const unreadCountRoute = protectedRoute('view_dashboard', {
  method: 'get',
  path: '/notifications/unread-count',
  operationId: 'getUnreadNotificationCount',
  tags,
  summary: 'How many notifications the signed-in user has not read (one key read, however many are stored)',
  responses: { 200: jsonContent(unreadCountSchema, 'The unread count') },
});

const markReadRoute = protectedRoute('view_dashboard', {
  method: 'post',
  path: '/notifications/{id}/read',
  operationId: 'markNotificationRead',
  tags,
  summary: 'Mark one notification read for the signed-in user; answers the unread count after',
  request: { params: notificationIdParamSchema },
  responses: {
    200: jsonContent(unreadCountSchema, 'The unread count after'),
    400: errorResponse('Invalid notification id'),
    404: errorResponse('Notification not found (or expired)'),
  },
});

const readAllRoute = protectedRoute('view_dashboard', {
  method: 'post',
  path: '/notifications/read-all',
  operationId: 'markAllNotificationsRead',
  tags,
  summary: 'Mark every notification read for the signed-in user',
  responses: { 200: jsonContent(unreadCountSchema, 'The unread count after (0)') },
});

export function notificationRoutes({ notificationService: service }: NotificationRouteDeps) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await service.list(signedInUser(c).id, c.req.valid('query')), 200),
    )
    .openapi(unreadCountRoute, async (c) =>
      c.json({ unreadCount: await service.unreadCount(signedInUser(c).id) }, 200),
    )
    .openapi(readAllRoute, async (c) =>
      c.json({ unreadCount: await service.readAll(signedInUser(c).id) }, 200),
    )
    .openapi(markReadRoute, async (c) =>
      c.json({ unreadCount: await service.markRead(signedInUser(c).id, c.req.valid('param').id) }, 200),
    );
}

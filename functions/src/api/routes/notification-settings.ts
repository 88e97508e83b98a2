import {
  deliveriesResponseSchema,
  maskedNotificationSettingsSchema,
  notificationSettingsSchema,
  slackTestRequestSchema,
  slackTestResponseSchema,
} from '#shared/schemas/notification-settings';
import type { NotificationSettingsService } from '../../domain/notifications/notification-settings-service';
import { createRouter } from '../openapi-router';
import { siteOrigin } from '../site-origin';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';
import { settingsDocumentRoutes } from './settings-document-routes';

export interface NotificationSettingsRouteDeps {
  notificationSettings: NotificationSettingsService;
  /** True behind CloudFront: the test message links to the site the admin opened. */
  trustForwardedHost: boolean;
}

const tags = ['Settings'];
const PATH = '/settings/notifications';
// The webhook is a secret even masked, and where notifications go is the admin's to decide.

const { read: getRoute, save: putRoute } = settingsDocumentRoutes({
  permission: 'system_settings',
  path: PATH,
  name: 'NotificationSettings',
  tags,
  stored: maskedNotificationSettingsSchema,
  input: notificationSettingsSchema,
  read: {
    summary:
      'Where notifications go: the Slack webhook (masked), e-mail recipients, per kind the channels and minimum severity',
    answer: 'The settings',
  },
  save: {
    summary:
      'Save where notifications go; the webhook’s mask keeps the saved URL, an empty one removes it (on AWS only https://hooks.slack.com)',
    answer: 'The settings as saved, the webhook masked',
    refusals: { 400: 'Invalid fields, a stale mask, or a webhook URL the outbound rules refuse' },
  },
});

const slackTestRoute = protectedRoute('system_settings', {
  method: 'post',
  path: `${PATH}/slack-test`,
  operationId: 'sendSlackTestNotification',
  tags,
  summary:
    'Send a test message to the form’s webhook (its mask stands for the saved one; locally, with none, the Slack sandbox); Slack’s refusal is `ok: false` with its answer',
  request: jsonBody(slackTestRequestSchema),
  responses: {
    200: jsonContent(slackTestResponseSchema, 'Whether Slack took the message, and what it said'),
    400: errorResponse('A stale mask, or a webhook URL the outbound rules refuse'),
  },
});

const deliveriesRoute = protectedRoute('system_settings', {
  method: 'get',
  path: `${PATH}/deliveries`,
  operationId: 'listNotificationDeliveries',
  tags,
  summary:
    'The latest Slack and e-mail deliveries, newest first: pending (with the next attempt), sent, or failed with the reason',
  responses: { 200: jsonContent(deliveriesResponseSchema, 'The latest deliveries') },
});

export function notificationSettingsRoutes({
  notificationSettings: service,
  trustForwardedHost,
}: NotificationSettingsRouteDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await service.get(), 200))
    .openapi(putRoute, async (c) => c.json(await service.save(c.req.valid('json')), 200))
    .openapi(slackTestRoute, async (c) =>
      c.json(
        await service.testSlack(c.req.valid('json').slackWebhookUrl, siteOrigin(c, trustForwardedHost)),
        200,
      ),
    )
    .openapi(deliveriesRoute, async (c) => c.json({ deliveries: await service.deliveries() }, 200));
}

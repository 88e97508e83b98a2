import * as z from '../validation/zod';
import { NOTIFICATION_KINDS, NOTIFICATION_SEVERITIES, type NotificationKind } from './notifications';

/**
 * Settings > Notifications (`system_settings`): where notifications go besides the product. In the product
 * every notification shows; per kind, Slack and e-mail each get those at or above the kind's minimum
 * severity.
 */

export const NOTIFICATION_CHANNELS = ['slack', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  slack: 'Slack',
  email: 'E-mail',
};

export const MAX_EMAIL_RECIPIENTS = 20;
export const RETENTION_DAYS_DEFAULT = 90;
export const RETENTION_DAYS_MAX = 365;
/** 10:00 US Eastern: the warehouse loads yesterday's revenue overnight. */
export const REVENUE_DEADLINE_HOUR_DEFAULT = 10;
export const SLACK_WEBHOOK_URL_MAX_LENGTH = 500;

export const notificationRouteSchema = z.object({
  slack: z.boolean(),
  email: z.boolean(),
  minSeverity: z.enum(NOTIFICATION_SEVERITIES, {
    error: () => `Minimum severity must be one of ${NOTIFICATION_SEVERITIES.join(', ')}`,
  }),
});
export type NotificationRoute = z.infer<typeof notificationRouteSchema>;

/** Delivery failures are said in the product only: a failing channel cannot report its own failure. */
export const IN_PRODUCT_ONLY_KINDS: readonly NotificationKind[] = ['delivery_failed'];

/** Out of the box: Slack gets warnings and errors, e-mail errors (once a webhook and recipients are saved). */
export const DEFAULT_NOTIFICATION_ROUTE: NotificationRoute = {
  slack: true,
  email: true,
  minSeverity: 'warning',
};
export const DEFAULT_NOTIFICATION_ROUTES = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [
    kind,
    IN_PRODUCT_ONLY_KINDS.includes(kind)
      ? { slack: false, email: false, minSeverity: 'error' }
      : DEFAULT_NOTIFICATION_ROUTE,
  ]),
) as Record<NotificationKind, NotificationRoute>;

/** One route per kind; a kind left out keeps its default. */
export const notificationRoutesSchema = z.partialRecord(z.enum(NOTIFICATION_KINDS), notificationRouteSchema);

const emailAddress = z
  .string()
  .trim()
  .pipe(z.email({ message: 'Must be a valid e-mail address' }));

/** The Notifications tab and `PUT /api/settings/notifications`. */
export const notificationSettingsSchema = z.object({
  /** The Slack incoming webhook (a secret: `GET` answers it masked; the mask sent back keeps it). Empty: none. */
  slackWebhookUrl: z.string().trim().max(SLACK_WEBHOOK_URL_MAX_LENGTH),
  emailRecipients: z
    .array(emailAddress)
    .max(MAX_EMAIL_RECIPIENTS, `At most ${MAX_EMAIL_RECIPIENTS} recipients`),
  routes: notificationRoutesSchema,
  /** Days a notification is kept before it expires. */
  retentionDays: z.number().int().min(1).max(RETENTION_DAYS_MAX),
  /** The hour (US Eastern, 0 to 23) by which yesterday's revenue must have arrived from the warehouse. */
  revenueDeadlineHour: z.number().int().min(0).max(23),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

/** `GET` (and the `PUT` answer): the webhook masked, every kind's route filled in. */
export const maskedNotificationSettingsSchema = notificationSettingsSchema.extend({
  routes: z.record(z.enum(NOTIFICATION_KINDS), notificationRouteSchema),
  /** No webhook is saved and Slack messages go to the local Slack sandbox (the local server only). */
  slackSandbox: z.boolean(),
  /** The address e-mail is sent from (deployment configuration, not editable here). */
  emailSender: z.string(),
});
export type MaskedNotificationSettings = z.infer<typeof maskedNotificationSettingsSchema>;

/** `POST /api/settings/notifications/slack-test`: the form's webhook (its mask stands for the saved one). */
export const slackTestRequestSchema = z.object({
  slackWebhookUrl: z.string().trim().max(SLACK_WEBHOOK_URL_MAX_LENGTH),
});

export const slackTestResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
export type SlackTestResponse = z.infer<typeof slackTestResponseSchema>;

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One notification sent (or being sent) on one channel. */
export const deliverySchema = z.object({
  notificationId: z.string(),
  title: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** Why the last attempt failed, as the service said it. */
  lastError: z.string().nullable(),
  /** When the next attempt is due (pending), else null. */
  nextAttemptAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** `GET /api/settings/notifications/deliveries`: the latest deliveries, newest first. */
export const deliveriesResponseSchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveriesResponse = z.infer<typeof deliveriesResponseSchema>;

import * as z from '../validation/zod';

/**
 * Notifications (issue 21): what the product tells the team when something needs a person. They are the
 * team's (one list for everyone); whether each is read is kept per user.
 */

export const NOTIFICATION_SEVERITIES = ['info', 'warning', 'error'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];
export const NOTIFICATION_SEVERITY_LABELS: Record<NotificationSeverity, string> = {
  info: 'Info',
  warning: 'Warning',
  error: 'Error',
};

/** True when `severity` is at least `minimum` (info < warning < error). */
export const atLeast = (severity: NotificationSeverity, minimum: NotificationSeverity) =>
  NOTIFICATION_SEVERITIES.indexOf(severity) >= NOTIFICATION_SEVERITIES.indexOf(minimum);

export const NOTIFICATION_KINDS = [
  'run_finished',
  'publish_failed',
  'rule_acted',
  'insights_refresh',
  'meta_access',
  'revenue_missing',
  'campaign_failed',
  'credential_failed',
  'delivery_failed',
  'account_security',
  'ai_budget',
  'campaign_launch',
  'rule_cap',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  run_finished: 'Processing run finished',
  publish_failed: 'Publishing to WordPress failed',
  rule_acted: 'Campaign rule acted',
  insights_refresh: 'Insights refresh failed or stale',
  meta_access: 'Meta token, ad account or permission',
  revenue_missing: 'Revenue missing from the warehouse',
  campaign_failed: 'Campaign creation or duplication failed',
  credential_failed: 'Upstream credential stopped working',
  delivery_failed: 'Slack or e-mail delivery failed',
  account_security: 'Account security (a second factor reset)',
  ai_budget: 'AI budget near or spent',
  campaign_launch: 'Campaign launch finished',
  rule_cap: 'Automation reached an ad account cap',
};

/** Notification ids begin with their time (`20261124T090102123Z-3f9a1c2b`), so they sort newest first. */
export const notificationIdSchema = z.string().regex(/^[0-9TZ]{19}-[0-9a-f]{8}$/, 'Invalid notification id');

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  severity: z.enum(NOTIFICATION_SEVERITIES),
  title: z.string(),
  message: z.string(),
  /** A path of this product (`/keywords?status=Error`), or null when there is nothing to open. */
  link: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the signed-in user has read it. */
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 50;

const flag = z
  .enum(['true', 'false'], { error: () => 'Expected true or false' })
  .transform((value) => value === 'true');

/** `GET /api/notifications`: newest first; `cursor` (the last `nextCursor`) reads on. */
export const notificationsQuerySchema = z.object({
  cursor: notificationIdSchema.optional(),
  /** `true`: only those the signed-in user has not read. */
  unread: flag.optional(),
  kind: z
    .enum(NOTIFICATION_KINDS, { error: () => `Kind must be one of ${NOTIFICATION_KINDS.join(', ')}` })
    .optional(),
  severity: z
    .enum(NOTIFICATION_SEVERITIES, {
      error: () => `Severity must be one of ${NOTIFICATION_SEVERITIES.join(', ')}`,
    })
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_LIMIT, `Limit must be at most ${NOTIFICATIONS_MAX_LIMIT}`)
    .default(NOTIFICATIONS_DEFAULT_LIMIT),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationsResponseSchema = unreadCountSchema.extend({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationIdParamSchema = z.object({ id: notificationIdSchema });

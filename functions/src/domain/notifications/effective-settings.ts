import {
  DEFAULT_NOTIFICATION_ROUTES,
  IN_PRODUCT_ONLY_KINDS,
  type NotificationChannel,
  type NotificationRoute,
  RETENTION_DAYS_DEFAULT,
  REVENUE_DEADLINE_HOUR_DEFAULT,
} from '#shared/schemas/notification-settings';
import {
  atLeast,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSeverity,
} from '#shared/schemas/notifications';
import type { StoredNotificationSettings } from '../../ports/notifications';

export type EffectiveSettings = StoredNotificationSettings & {
  routes: Record<NotificationKind, NotificationRoute>;
};

/** The stored settings with a default for everything nobody saved. */
export function effectiveSettings(stored: StoredNotificationSettings | undefined): EffectiveSettings {
  const routes = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      IN_PRODUCT_ONLY_KINDS.includes(kind)
        ? DEFAULT_NOTIFICATION_ROUTES[kind]
        : (stored?.routes[kind] ?? DEFAULT_NOTIFICATION_ROUTES[kind]),
    ]),
  ) as Record<NotificationKind, NotificationRoute>;
  return {
    emailRecipients: stored?.emailRecipients ?? [],
    retentionDays: stored?.retentionDays ?? RETENTION_DAYS_DEFAULT,
    revenueDeadlineHour: stored?.revenueDeadlineHour ?? REVENUE_DEADLINE_HOUR_DEFAULT,
    slackConfigured: stored?.slackConfigured ?? false,
    routes,
  };
}

/**
 * The channels a notification goes out on besides the product: those its kind's route turns on, when it is
 * at least the route's minimum severity and the channel has somewhere to go (a webhook, recipients).
 */
export function plannedChannels(
  kind: NotificationKind,
  severity: NotificationSeverity,
  settings: EffectiveSettings,
  slackSandbox: boolean,
): NotificationChannel[] {
  const route = settings.routes[kind];
  if (!atLeast(severity, route.minSeverity)) return [];
  const channels: NotificationChannel[] = [];
  if (route.slack && (settings.slackConfigured || slackSandbox)) channels.push('slack');
  if (route.email && settings.emailRecipients.length > 0) channels.push('email');
  return channels;
}

import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { Notification } from '#shared/schemas/notifications';
import { useMarkNotificationRead } from '../../api/mark-notifications-read';

/** The notifications screen: where a notification with nothing else to open leads. */
export const NOTIFICATIONS_PATH = '/notifications';

/**
 * What opening a notification does: marks it read (when it is not) and follows its link inside the app.
 * A click with a modifier key is left to the browser (a new tab), still marking it read.
 */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification: Notification, event?: MouseEvent) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (event && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    event?.preventDefault();
    onOpened?.();
    void navigate({ href: notification.link ?? NOTIFICATIONS_PATH });
  };
}

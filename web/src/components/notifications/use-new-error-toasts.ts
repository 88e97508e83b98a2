import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Notification } from '#shared/schemas/notifications';
import { latestNotificationsQueryOptions } from '../../api/get-notifications';
import { toastWhenFree } from '../../lib/toast';

/**
 * Shows a toast when the unread count grows and the new notifications include an error. New means not
 * listed before: the ids seen are kept, because a notification's place in the list (by its time) does not
 * say when it arrived; one dated behind the others is still news. What was listed when the app opened is
 * never toasted.
 */
export function useNewErrorToasts(unreadCount: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  const seen = useRef(new Set<string>());
  useEffect(() => {
    if (unreadCount === undefined) return;
    const before = previous.current;
    previous.current = unreadCount;
    const opening = before === undefined;
    // Nothing unread at the opening: nothing listed can be taken for news later, as read ones never are.
    if (opening ? unreadCount === 0 : unreadCount <= before) return;
    void queryClient
      .fetchQuery({ ...latestNotificationsQueryOptions(), staleTime: 0 })
      .then(({ notifications }) => {
        const fresh = notifications.filter((notification) => !seen.current.has(notification.id));
        for (const notification of notifications) seen.current.add(notification.id);
        if (!opening) toastFirstError(fresh);
      })
      .catch(() => {
        // The dot already says there is news; the menu shows it, or why it cannot.
      });
  }, [unreadCount, queryClient]);
}

function toastFirstError(fresh: Notification[]) {
  const error = fresh.find((notification) => !notification.read && notification.severity === 'error');
  // After any toast on screen: it answers what the person just did, and this news can wait for it.
  if (error)
    toastWhenFree({
      title: error.title,
      description: error.message.split('\n')[0],
      variant: 'destructive',
    });
}

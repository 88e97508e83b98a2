import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { latestNotificationsQueryOptions } from '../../api/get-notifications';
import { toastWhenFree } from '../../lib/toast';

/**
 * Shows a toast when the unread count grows and the new notifications include an error: the count grew
 * by N, so the newest N unread ones of the latest list are the new ones. What was unread when the app
 * opened is never toasted.
 */
export function useNewErrorToasts(unreadCount: number | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unreadCount === undefined) return;
    const before = previous.current;
    previous.current = unreadCount;
    if (before === undefined || unreadCount <= before) return;
    const grown = unreadCount - before;
    void queryClient
      .fetchQuery({ ...latestNotificationsQueryOptions(), staleTime: 0 })
      .then(({ notifications }) => {
        const fresh = notifications.filter((notification) => !notification.read).slice(0, grown);
        const error = fresh.find((notification) => notification.severity === 'error');
        // After any toast on screen: it answers what the person just did, and this news can wait for it.
        if (error)
          toastWhenFree({
            title: error.title,
            description: error.message.split('\n')[0],
            variant: 'destructive',
          });
      })
      .catch(() => {
        // The dot already says there is news; the menu shows it, or why it cannot.
      });
  }, [unreadCount, queryClient]);
}

import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { getRouteApi } from '@tanstack/react-router';
import { NOTIFICATION_KINDS, NOTIFICATION_SEVERITIES } from '#shared/schemas/notifications';
import { type NotificationFilters as Filters, useNotifications } from '../../api/get-notifications';
import { useUnreadNotifications } from '../../api/get-unread-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../../api/mark-notifications-read';
import { EmptyCard } from '../../components/feedback/empty-card';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { NotificationCard } from './components/notification-card';
import { NotificationFilters } from './components/notification-filters';

const route = getRouteApi('/_authenticated/notifications');

/** `/notifications`: the team's notifications, newest first, filtered from the URL, a page at a time. */
export function NotificationsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters: Filters = {
    kind: NOTIFICATION_KINDS.find((kind) => kind === search.kind),
    severity: NOTIFICATION_SEVERITIES.find((severity) => severity === search.severity),
    unread: search.unread || undefined,
  };
  const list = useNotifications(filters);
  const unread = useUnreadNotifications().data?.unreadCount ?? 0;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Notifications"
        subtitle={`What needs the team's attention, newest first. ${unread === 0 ? 'Nothing unread.' : `${unread} unread.`}`}
        actions={
          <Button
            variant="outlined"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all as read
          </Button>
        }
      />
      <NotificationFilters
        filters={filters}
        onChange={(next) => void navigate({ search: next, replace: true })}
      />
      {list.error && (
        <Alert severity="error">Could not load the notifications: {apiErrorMessage(list.error)}</Alert>
      )}
      {list.isPending ? (
        <Stack spacing={1.5} aria-label="Loading the notifications" aria-busy>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={110} />
          ))}
        </Stack>
      ) : notifications.length === 0 && !list.error ? (
        <EmptyCard>
          {filtered
            ? 'No notifications match these filters.'
            : 'No notifications yet: the team is told here when something needs a person.'}
        </EmptyCard>
      ) : (
        <Box component="ul" aria-label="Notifications" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {notifications.map((notification) => (
            <NotificationCard
              key={notification.id}
              notification={notification}
              onMarkRead={(id) => markRead.mutate(id)}
            />
          ))}
        </Box>
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load older notifications
          </Button>
        </Box>
      )}
    </Stack>
  );
}

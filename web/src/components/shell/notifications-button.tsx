import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useUnreadNotifications } from '../../api/get-unread-notifications';
import { useNewErrorToasts } from '../notifications/use-new-error-toasts';

const NotificationsMenu = lazy(() =>
  import('./notifications-menu').then((module) => ({ default: module.NotificationsMenu })),
);

/** "Notifications, 3 unread": what the dot means, for those who cannot see it. */
function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header bell: a red dot while the signed-in user has unread notifications (the count polled every
 * 30 s and right after their own changes), a toast for a new error, and the menu of the latest ten.
 */
export function NotificationsButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const count = useUnreadNotifications().data?.unreadCount;
  const unread = count ?? 0;
  useNewErrorToasts(count);
  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Badge variant="dot" color="error" overlap="circular" invisible={unread === 0}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <NotificationsMenu anchor={anchor} unreadCount={unread} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

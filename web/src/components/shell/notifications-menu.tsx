import {
  Box,
  Button,
  CircularProgress,
  Divider,
  ListItemIcon,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useLatestNotifications } from '../../api/get-notifications';
import { useMarkAllNotificationsRead } from '../../api/mark-notifications-read';
import { apiErrorMessage } from '../../lib/api-error-message';
import { formatTimeAgo } from '../../lib/format';
import { SeverityIcon } from '../notifications/severity-icon';
import { NOTIFICATIONS_PATH, useOpenNotification } from '../notifications/use-open-notification';

interface NotificationsMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  unreadCount: number;
}

/** The bell's menu: the latest ten, each opening what it is about; loaded on first click. */
export function NotificationsMenu({ anchor, onClose, unreadCount }: NotificationsMenuProps) {
  const open = anchor !== null;
  const latest = useLatestNotifications({ enabled: open });
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification(onClose);
  const navigate = useNavigate();
  const notifications = latest.data?.notifications ?? [];
  // Marking all read disables the button that has the focus (at once, while it loads); the focus would fall
  // out of the menu, where Escape and the arrow keys no longer reach it, so it moves to the first item first.
  const menuList = useRef<HTMLUListElement>(null);
  const keepFocusInMenu = () => menuList.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();

  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 380, maxWidth: 'calc(100vw - 24px)' } },
        list: { dense: true, ref: menuList },
      }}
    >
      <Box component="li" role="none" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          Notifications
        </Typography>
        <Button
          size="small"
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => {
            keepFocusInMenu();
            markAll.mutate();
          }}
        >
          Mark all as read
        </Button>
      </Box>
      <Divider component="li" />
      {latest.isPending && (
        <MenuItem disabled>
          <CircularProgress size={16} sx={{ mr: 1.5 }} /> Loading notifications
        </MenuItem>
      )}
      {latest.error && (
        <MenuItem disabled>Could not load notifications: {apiErrorMessage(latest.error)}</MenuItem>
      )}
      {latest.isSuccess && notifications.length === 0 && <MenuItem disabled>No new notifications</MenuItem>}
      {notifications.map((notification) => (
        <MenuItem
          key={notification.id}
          component="a"
          href={notification.link ?? NOTIFICATIONS_PATH}
          onClick={(event) => openNotification(notification, event)}
          sx={{ alignItems: 'flex-start', whiteSpace: 'normal', py: 1 }}
        >
          <ListItemIcon sx={{ mt: 0.25 }}>
            <SeverityIcon severity={notification.severity} />
          </ListItemIcon>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: notification.read ? 400 : 600 }}>
              {notification.title}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {formatTimeAgo(notification.createdAt)}
              {notification.read ? '' : ' · Unread'}
            </Typography>
          </Box>
        </MenuItem>
      ))}
      <Divider component="li" />
      <MenuItem
        component="a"
        href="/notifications"
        onClick={(event) => {
          event.preventDefault();
          onClose();
          void navigate({ to: '/notifications' });
        }}
        sx={{ justifyContent: 'center', color: 'primary.main' }}
      >
        View all
      </MenuItem>
    </Menu>
  );
}

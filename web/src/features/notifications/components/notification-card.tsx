import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { NOTIFICATION_KIND_LABELS, type Notification } from '#shared/schemas/notifications';
import { SeverityIcon } from '../../../components/notifications/severity-icon';
import {
  NOTIFICATIONS_PATH,
  useOpenNotification,
} from '../../../components/notifications/use-open-notification';
import { formatDateTime, formatTimeAgo } from '../../../lib/format';

interface NotificationCardProps {
  notification: Notification;
  onMarkRead: (id: string) => void;
}

/** One notification: severity, title, when, what it says in full, and what to open. */
export function NotificationCard({ notification, onMarkRead }: NotificationCardProps) {
  const open = useOpenNotification();
  const { read } = notification;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={`${read ? '' : 'Unread: '}${notification.title}`}
      sx={{
        listStyle: 'none',
        borderLeftWidth: read ? 1 : 4,
        borderLeftColor: read ? undefined : 'primary.main',
      }}
    >
      <CardContent sx={{ display: 'flex', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <SeverityIcon severity={notification.severity} sx={{ mt: 0.25 }} />
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
            <Typography
              variant="subtitle2"
              component="h2"
              sx={{ fontWeight: read ? 500 : 700, flex: '1 1 240px' }}
            >
              {notification.title}
            </Typography>
            <Typography
              variant="caption"
              color="textSecondary"
              title={formatDateTime(notification.createdAt)}
            >
              {formatTimeAgo(notification.createdAt)}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}
          >
            {notification.message}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={NOTIFICATION_KIND_LABELS[notification.kind]} />
            {notification.link && (
              <Link
                href={notification.link ?? NOTIFICATIONS_PATH}
                variant="body2"
                onClick={(event) => open(notification, event)}
              >
                Open
              </Link>
            )}
            {!read && (
              <Button size="small" onClick={() => onMarkRead(notification.id)} sx={{ ml: 'auto' }}>
                Mark as read
              </Button>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

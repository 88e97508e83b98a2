import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { type Delivery, NOTIFICATION_CHANNEL_LABELS } from '#shared/schemas/notification-settings';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatDateTime } from '../../../../lib/format';
import { useNotificationDeliveries } from '../../api/get-notification-settings';

const STATE_COLORS = { pending: 'default', sending: 'info', sent: 'success', failed: 'error' } as const;

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const when =
    delivery.state === 'pending' && delivery.nextAttemptAt
      ? `next attempt ${formatDateTime(delivery.nextAttemptAt)}`
      : formatDateTime(delivery.updatedAt);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={NOTIFICATION_CHANNEL_LABELS[delivery.channel]} />
        <Chip size="small" color={STATE_COLORS[delivery.state]} label={delivery.state} />
        <Typography variant="body2" sx={{ flex: '1 1 200px', minWidth: 0, wordBreak: 'break-word' }}>
          {delivery.title}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`} · {when}
        </Typography>
      </Box>
      {delivery.lastError && (
        <Typography
          variant="caption"
          color={delivery.state === 'failed' ? 'error' : 'textSecondary'}
          component="p"
        >
          {delivery.lastError}
        </Typography>
      )}
    </Box>
  );
}

/** The latest deliveries: what went out, what is waiting for its next attempt, and what failed and why. */
export function DeliveryList() {
  const deliveries = useNotificationDeliveries();
  const list = deliveries.data?.deliveries ?? [];
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 1 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              Recent deliveries
            </Typography>
            <Typography variant="body2" color="textSecondary">
              Slack and e-mail, retried with backoff; one that keeps failing also raises a warning in the
              product.
            </Typography>
          </Box>
          <Button
            startIcon={<RefreshIcon />}
            loading={deliveries.isFetching}
            onClick={() => void deliveries.refetch()}
          >
            Refresh
          </Button>
        </Box>
        {deliveries.error && (
          <Alert severity="error">Could not load the deliveries: {apiErrorMessage(deliveries.error)}</Alert>
        )}
        {deliveries.isPending ? (
          <Stack spacing={1} aria-label="Loading the deliveries" aria-busy>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} />
          </Stack>
        ) : list.length === 0 && !deliveries.error ? (
          <Typography variant="body2" color="textSecondary" sx={{ pt: 1 }}>
            Nothing has been sent yet.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Recent deliveries" sx={{ p: 0, m: 0 }}>
            {list.map((delivery) => (
              <DeliveryRow key={`${delivery.notificationId}#${delivery.channel}`} delivery={delivery} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

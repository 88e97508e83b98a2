import { Box, Checkbox, MenuItem, Select, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { IN_PRODUCT_ONLY_KINDS, type NotificationSettingsInput } from '#shared/schemas/notification-settings';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SEVERITIES,
  NOTIFICATION_SEVERITY_LABELS,
  type NotificationKind,
} from '#shared/schemas/notifications';

type Channel = 'slack' | 'email';
const CHANNEL_LABELS: Record<Channel, string> = { slack: 'Slack', email: 'E-mail' };

function ChannelBox({
  kind,
  channel,
  disabled,
}: {
  kind: NotificationKind;
  channel: Channel;
  disabled: boolean;
}) {
  const { control } = useFormContext<NotificationSettingsInput>();
  const { field } = useController({ control, name: `routes.${kind}.${channel}` });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Checkbox
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        disabled={disabled}
        slotProps={{
          input: { 'aria-label': `${CHANNEL_LABELS[channel]}: ${NOTIFICATION_KIND_LABELS[kind]}` },
        }}
      />
      {/* On a phone the column headings are gone: each box says which channel it is. */}
      <Typography variant="caption" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' }, mr: 1 }}>
        {CHANNEL_LABELS[channel]}
      </Typography>
    </Box>
  );
}

function SeveritySelect({ kind, disabled }: { kind: NotificationKind; disabled: boolean }) {
  const { control } = useFormContext<NotificationSettingsInput>();
  const { field } = useController({ control, name: `routes.${kind}.minSeverity` });
  return (
    <Select
      size="small"
      value={field.value ?? 'warning'}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      inputProps={{ 'aria-label': `Minimum severity: ${NOTIFICATION_KIND_LABELS[kind]}` }}
      fullWidth
    >
      {NOTIFICATION_SEVERITIES.map((severity) => (
        <MenuItem key={severity} value={severity}>
          {NOTIFICATION_SEVERITY_LABELS[severity]} and up
        </MenuItem>
      ))}
    </Select>
  );
}

const GRID = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 1,
  gridTemplateColumns: { xs: 'auto auto minmax(0, 1fr)', sm: 'minmax(0, 1fr) 64px 64px 170px' },
} as const;
/** On a phone the kind's name takes a line of its own, its controls the line under it. */
const KIND_CELL = { gridColumn: { xs: '1 / -1', sm: 'auto' }, pt: { xs: 1.5, sm: 0 } } as const;

/**
 * Per kind of notification: Slack, e-mail, and the least severity they get (the product shows every one).
 * Delivery failures stay in the product: a failing channel cannot report its own failure.
 */
export function NotificationRoutesField({ disabled }: { disabled: boolean }) {
  return (
    <Box role="group" aria-label="Where each kind of notification goes">
      <Box
        sx={{ ...GRID, display: { xs: 'none', sm: 'grid' }, pb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {['Kind', 'Slack', 'E-mail', 'Minimum severity'].map((heading) => (
          <Typography key={heading} variant="caption" color="textSecondary" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
        ))}
      </Box>
      <Box sx={GRID}>
        {NOTIFICATION_KINDS.map((kind) => {
          const productOnly = IN_PRODUCT_ONLY_KINDS.includes(kind);
          const off = disabled || productOnly;
          return (
            <Fragment key={kind}>
              <Typography variant="body2" sx={KIND_CELL}>
                {NOTIFICATION_KIND_LABELS[kind]}
                {productOnly && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="textSecondary"
                    sx={{ display: 'block' }}
                  >
                    In the product only
                  </Typography>
                )}
              </Typography>
              <ChannelBox kind={kind} channel="slack" disabled={off} />
              <ChannelBox kind={kind} channel="email" disabled={off} />
              <SeveritySelect kind={kind} disabled={off} />
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}

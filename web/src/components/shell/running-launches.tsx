import { Chip, type ChipProps, CircularProgress } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { LaunchSummary } from '#shared/schemas/meta-launches';
import { useRunningLaunches } from '../../api/get-running-launches';
import { usePermission } from '../../lib/use-permission';
import { visuallyHidden } from '../../lib/visually-hidden';

// On a phone the chip keeps its spinner and its words for screen readers only, as the status badge does.
const narrowSx = (theme: Theme) => ({
  maxWidth: '100%',
  [theme.breakpoints.down('sm')]: {
    paddingInline: '4px',
    '& .MuiChip-label': visuallyHidden,
    '& .MuiChip-icon': { margin: 0 },
  },
});

const ChipAnchor = forwardRef<HTMLAnchorElement, ChipProps<'a'>>((props, ref) => (
  <Chip component="a" clickable ref={ref} sx={narrowSx} {...props} />
));
const ChipLink = createLink(ChipAnchor);

/** "Launching 12 of 30 campaigns": how far the running launches got, all of them together. */
export function launchingText(launches: readonly LaunchSummary[]): string {
  const total = launches.reduce((sum, launch) => sum + launch.total, 0);
  const done = launches.reduce((sum, launch) => sum + launch.created + launch.failed, 0);
  return `Launching ${done} of ${total} campaign${total === 1 ? '' : 's'}`;
}

/**
 * The header's word on the launches under way, on every screen: their progress, linking to the launch (or
 * to the list when several run). Nothing while none runs; asked only of a user who may see the campaigns.
 */
export function RunningLaunches() {
  const mayRead = usePermission('view_dashboard');
  const launches = useRunningLaunches({ enabled: mayRead }).data?.launches ?? [];
  const only = launches.length === 1 ? launches[0] : undefined;
  if (launches.length === 0) return null;
  const icon = <CircularProgress size={14} thickness={5} aria-hidden />;
  const label = launchingText(launches);
  return only ? (
    <ChipLink
      to="/meta-launches/$launchId"
      params={{ launchId: only.id }}
      size="small"
      color="primary"
      variant="outlined"
      icon={icon}
      label={label}
    />
  ) : (
    <ChipLink to="/meta-launches" size="small" color="primary" variant="outlined" icon={icon} label={label} />
  );
}

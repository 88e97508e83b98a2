import { Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { createLink, useNavigate } from '@tanstack/react-router';
import type { LaunchSummary } from '#shared/schemas/meta-launches';
import { START_STATUS } from '../../../components/form/form-start-status-field';
import { OutlinedTable, wideOnly } from '../../../components/outlined-table/outlined-table';
import { formatDateTime } from '../../../lib/format';
import { LAUNCH_TRIGGER } from '../launch-labels';
import { LaunchProgress } from './launch-progress';
import { LaunchStatusChip } from './launch-status-chip';

const RouterLink = createLink(Link);

/**
 * The launches, newest first: when, status, what started it, the profile, how far it got (a bar while it
 * runs). A row opens its launch; its date is the link a keyboard follows.
 */
export function LaunchesTable({ launches }: { launches: LaunchSummary[] }) {
  const navigate = useNavigate();
  return (
    <OutlinedTable label="Launches">
      <TableHead>
        <TableRow>
          <TableCell>Started</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={wideOnly}>Trigger</TableCell>
          <TableCell sx={wideOnly}>Profile</TableCell>
          <TableCell>Campaigns</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {launches.map((launch) => (
          <TableRow
            key={launch.id}
            hover
            onClick={() => void navigate({ to: '/meta-launches/$launchId', params: { launchId: launch.id } })}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
              <RouterLink
                to="/meta-launches/$launchId"
                params={{ launchId: launch.id }}
                onClick={(event) => event.stopPropagation()}
                sx={{ fontWeight: 500 }}
              >
                {formatDateTime(launch.createdAt)}
              </RouterLink>
            </TableCell>
            <TableCell>
              <LaunchStatusChip status={launch.status} />
            </TableCell>
            <TableCell sx={wideOnly}>{LAUNCH_TRIGGER[launch.trigger]}</TableCell>
            <TableCell sx={{ ...wideOnly, overflowWrap: 'anywhere' }}>
              {launch.profileName}
              <Typography variant="caption" color="textSecondary" component="div">
                Starting {START_STATUS[launch.startStatus].toLowerCase()}
              </Typography>
            </TableCell>
            <TableCell>
              <LaunchProgress launch={launch} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </OutlinedTable>
  );
}

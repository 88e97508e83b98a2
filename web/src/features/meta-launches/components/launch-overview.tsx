import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { LaunchDetail } from '#shared/schemas/meta-launches';
import { START_STATUS } from '../../../components/form/form-start-status-field';
import { PROGRESS_MAX } from '../../../config/ui';
import { formatCount, formatDateTime, formatUsd } from '../../../lib/format';
import { LAUNCH_TRIGGER, progressText } from '../launch-labels';
import { LaunchStatusChip } from './launch-status-chip';

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ color, fontWeight: 600 }}>
        {formatCount(value)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}

/** A launch's progress (created, failed and pending of its total, over a bar) and how it was started. */
export function LaunchOverview({ launch }: { launch: LaunchDetail }) {
  const pending = Math.max(0, launch.total - launch.created - launch.failed);
  const done = launch.total === 0 ? 0 : ((launch.created + launch.failed) / launch.total) * PROGRESS_MAX;
  const facts = [
    `Started ${formatDateTime(launch.createdAt)}`,
    LAUNCH_TRIGGER[launch.trigger],
    `Profile ${launch.profileName}`,
    launch.dailyBudget === null ? "The profile's budget" : `${formatUsd(launch.dailyBudget)} a day each`,
    `Starting ${START_STATUS[launch.startStatus].toLowerCase()}`,
    ...(launch.createdBy ? [`By ${launch.createdBy}`] : []),
  ];
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <LaunchStatusChip status={launch.status} />
            <Typography variant="body2" color="textSecondary">
              {facts.join(' · ')}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={done}
            color={launch.failed > 0 ? 'warning' : launch.status === 'running' ? 'primary' : 'success'}
            aria-label={`Launch progress: ${progressText(launch)}`}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              gap: 2,
            }}
          >
            <Figure label="Created" value={launch.created} color="success.main" />
            <Figure
              label="Failed"
              value={launch.failed}
              color={launch.failed > 0 ? 'error.main' : undefined}
            />
            <Figure label="Pending" value={pending} />
            <Figure label="Total" value={launch.total} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

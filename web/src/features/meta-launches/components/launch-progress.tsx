import { Box, LinearProgress, Typography } from '@mui/material';
import type { LaunchSummary } from '#shared/schemas/meta-launches';
import { PROGRESS_MAX } from '../../../config/ui';
import { progressText } from '../launch-labels';

/** How far a launch got: "12 of 30 created, 2 failed", over a bar while it runs (or always, `bar`). */
export function LaunchProgress({
  launch,
  bar = launch.status === 'running',
}: {
  launch: Pick<LaunchSummary, 'status' | 'total' | 'created' | 'failed'>;
  bar?: boolean;
}) {
  const text = progressText(launch);
  const done = launch.total === 0 ? 0 : ((launch.created + launch.failed) / launch.total) * PROGRESS_MAX;
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2">{text}</Typography>
      {bar && (
        <LinearProgress
          variant="determinate"
          value={done}
          color={launch.failed > 0 ? 'warning' : 'primary'}
          aria-label={`Launch progress: ${text}`}
          sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}

import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import { formatEasternDateTime } from '../../../lib/format';
import { useRefreshInsights } from '../api/refresh-insights';

type RefreshInfo = Pick<EnrichedInsightsResponse, 'lastRefreshedAt' | 'refreshPending' | 'refreshProblem'>;

/** When the stored insights were last refreshed, 'Refresh now', and what a stopped refresh left to do. */
export function RefreshStatus({ info }: { info: RefreshInfo | undefined }) {
  const refresh = useRefreshInsights();
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: { xs: 'stretch', sm: 'flex-end' } }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="textSecondary">
          {info === undefined
            ? 'Loading…'
            : info.lastRefreshedAt
              ? `Last refreshed ${formatEasternDateTime(info.lastRefreshedAt)}`
              : 'Not refreshed yet'}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<RefreshIcon />}
          disabled={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          {refresh.isPending ? 'Refreshing...' : 'Refresh now'}
        </Button>
      </Box>
      {info?.refreshPending && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {info.refreshProblem ?? 'The last refresh stopped early'}; the rest follows with the next refresh.
        </Alert>
      )}
    </Box>
  );
}

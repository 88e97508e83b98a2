import { Alert, Skeleton, Stack } from '@mui/material';
import { EmptyCard } from '../../components/feedback/empty-card';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useLaunches } from './api/get-launches';
import { LaunchesTable } from './components/launches-table';

/** `/meta/launches`: every launch of many campaigns at once, newest first, with its progress. */
export function LaunchesScreen() {
  const launches = useLaunches();
  const rows = launches.data?.launches ?? [];
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Launches"
        subtitle="Campaigns created many at a time: from the articles you choose, or as articles go live."
      />
      {launches.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : launches.isError ? (
        <Alert severity="error">{apiErrorMessage(launches.error)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyCard>No launches yet</EmptyCard>
      ) : (
        <LaunchesTable launches={rows} />
      )}
    </Stack>
  );
}

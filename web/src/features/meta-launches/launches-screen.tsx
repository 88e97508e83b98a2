import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { EmptyCard } from '../../components/feedback/empty-card';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { usePermission } from '../../lib/use-permission';
import { useLaunches } from './api/get-launches';
import { LaunchesTable } from './components/launches-table';

const ButtonLink = createLink(Button);

/** `/meta-launches`: every launch of many campaigns at once, newest first, with its progress. */
export function LaunchesScreen() {
  const launches = useLaunches();
  const canLaunch = usePermission('create_meta_campaigns');
  const rows = launches.data?.launches ?? [];
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Launches"
        subtitle="Campaigns created many at a time: from the articles you choose, or as articles go live."
        actions={
          canLaunch && (
            <ButtonLink to="/meta-launches/new" variant="contained" startIcon={<AddIcon />}>
              New launch
            </ButtonLink>
          )
        }
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

import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { usePermission } from '../../lib/use-permission';
import { useLaunch } from './api/get-launch';
import { useRetryFailed } from './api/retry-failed';
import { LaunchItemsTable } from './components/launch-items-table';
import { LaunchOverview } from './components/launch-overview';

const route = getRouteApi('/_authenticated/meta-launches/$launchId');

/**
 * `/meta-launches/{id}`: a launch's progress, asked every 2 s while it runs, and each campaign with its
 * page or Meta's reason for refusing it; the failed ones can be tried again.
 */
export function LaunchDetailScreen() {
  const { launchId } = route.useParams();
  const launch = useLaunch(launchId);
  const canLaunch = usePermission('create_meta_campaigns');
  const retry = useRetryFailed();
  const navigate = useNavigate();
  const data = launch.data;
  const canRetry = canLaunch && data !== undefined && data.failed > 0 && data.status !== 'running';
  return (
    <Stack spacing={3}>
      <PageHeader
        back={<BackLink to="/meta-launches">Launches</BackLink>}
        title={data ? `Launch of ${data.total} campaign${data.total === 1 ? '' : 's'}` : 'Launch'}
        actions={
          canRetry && (
            <Button
              variant="contained"
              startIcon={<ReplayIcon />}
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(launchId, {
                  // The server may carry the retry as a launch of its own: then that one is followed.
                  onSuccess: (next) => {
                    if (next.launchId !== launchId)
                      void navigate({ to: '/meta-launches/$launchId', params: { launchId: next.launchId } });
                  },
                })
              }
            >
              Retry failed
            </Button>
          )
        }
      />
      {/* A failed poll keeps the last answer on screen, under the reason. */}
      {launch.isError && <Alert severity="error">{apiErrorMessage(launch.error)}</Alert>}
      {data ? (
        <>
          <LaunchOverview launch={data} />
          <LaunchItemsTable items={data.items} />
        </>
      ) : (
        launch.isPending && <Skeleton variant="rounded" height={320} />
      )}
    </Stack>
  );
}

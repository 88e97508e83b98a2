import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { createLink, getRouteApi } from '@tanstack/react-router';
import { useProfiles } from '../../api/get-profiles';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { usePermission } from '../../lib/use-permission';
import { LaunchPlanner } from './components/launch-planner';
import { keywordIdsOf } from './new-launch-search';

const route = getRouteApi('/_authenticated/meta-launches/new');
const ButtonLink = createLink(Button);

/**
 * `/meta-launches/new?keywordIds=a,b`: a campaign per article from one ad settings profile, previewed with
 * its checks, adjusted, then launched together. The articles come from the keyword list's selection, or
 * are chosen here among the published ones.
 */
export function NewLaunchScreen() {
  const { keywordIds } = route.useSearch();
  const canLaunch = usePermission('create_meta_campaigns');
  const profiles = useProfiles();
  return (
    <Stack spacing={3}>
      <PageHeader
        back={<BackLink to="/meta-launches">Launches</BackLink>}
        title="New launch"
        subtitle="One campaign per article, all from one ad settings profile: preview them with their checks, adjust their copy, then launch them together."
      />
      {!canLaunch && (
        <Alert severity="info">
          You can look at launches; previewing and starting one needs the create_meta_campaigns permission.
        </Alert>
      )}
      {profiles.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : profiles.isError ? (
        <Alert severity="error">
          Could not load the ad settings profiles: {apiErrorMessage(profiles.error)}
        </Alert>
      ) : profiles.data.length === 0 ? (
        <Alert
          severity="warning"
          action={
            <ButtonLink to="/meta-ad-settings" color="inherit" size="small">
              Ad Settings
            </ButtonLink>
          }
        >
          A launch builds its campaigns from an ad settings profile: create one first.
        </Alert>
      ) : (
        // A new link (the keyword list's selection, or none) starts a new launch.
        <LaunchPlanner
          key={keywordIds ?? ''}
          keywordIds={keywordIdsOf(keywordIds)}
          fromKeywordList={keywordIdsOf(keywordIds).length > 0}
          profiles={profiles.data}
          canLaunch={canLaunch}
        />
      )}
    </Stack>
  );
}

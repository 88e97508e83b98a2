import { Alert, Skeleton, Stack } from '@mui/material';
import { getRouteApi } from '@tanstack/react-router';
import { BackLink } from '../../components/layout/back-link';
import { PageHeader } from '../../components/layout/page-header';
import { useCampaign } from './api/get-campaign';
import { CampaignDetailView } from './components/campaign-detail-view';

const route = getRouteApi('/_authenticated/meta-campaigns/$id');

/** `/meta-campaigns/{id}`: one campaign, the target of the list's View button. */
export function CampaignDetailScreen() {
  const { id } = route.useParams();
  const campaign = useCampaign(id);
  return (
    <Stack spacing={3}>
      <PageHeader
        back={<BackLink to="/meta-campaigns">Campaigns</BackLink>}
        title={campaign.data?.campaignName ?? 'Campaign Details'}
      />
      {campaign.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : campaign.isError ? (
        <Alert severity="error">{campaign.error.message}</Alert>
      ) : (
        <CampaignDetailView campaign={campaign.data} />
      )}
    </Stack>
  );
}

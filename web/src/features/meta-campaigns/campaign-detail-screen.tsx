import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { createLink, getRouteApi } from '@tanstack/react-router';
import { useCampaign } from './api/get-campaign';
import { CampaignDetailView } from './components/campaign-detail-view';

const route = getRouteApi('/_authenticated/meta-campaigns/$id');
const ButtonLink = createLink(Button);

/** `/meta-campaigns/{id}`: one campaign, the target of the list's View button. */
export function CampaignDetailScreen() {
  const { id } = route.useParams();
  const campaign = useCampaign(id);
  return (
    <Stack spacing={3}>
      <Box>
        <ButtonLink to="/meta-campaigns" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          Campaigns
        </ButtonLink>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {campaign.data?.campaignName ?? 'Campaign Details'}
        </Typography>
      </Box>
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

import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  OutlinedInput,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useCampaigns } from '../../api/get-campaigns';
import { EmptyCard } from '../../components/feedback/empty-card';
import { PageHeader } from '../../components/layout/page-header';
import { SiteFilter } from '../../components/sites/site-filter';
import { CampaignsTable } from './components/campaigns-table';

const ButtonLink = createLink(Button);

/** `/meta-campaigns`: the campaigns created here, newest first, searchable. */
export function CampaignsScreen() {
  const [search, setSearch] = useState('');
  const [site, setSite] = useState<string>();
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const campaigns = useCampaigns(page, deferred, site);
  const rows = campaigns.data?.campaigns ?? [];

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Meta Campaigns"
        subtitle="The campaigns created from your published articles."
        actions={
          <ButtonLink to="/meta-campaign-creator" variant="contained" startIcon={<AddIcon />}>
            Create Campaign
          </ButtonLink>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <OutlinedInput
          size="small"
          placeholder="Search campaigns..."
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          inputProps={{ 'aria-label': 'Search campaigns' }}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 }, bgcolor: 'background.paper' }}
        />
        <SiteFilter
          site={site}
          onChange={(chosen) => {
            setSite(chosen);
            setPage(1);
          }}
        />
      </Box>
      {campaigns.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : campaigns.isError ? (
        <Alert severity="error">{campaigns.error.message}</Alert>
      ) : rows.length === 0 ? (
        <EmptyCard>No campaigns found</EmptyCard>
      ) : (
        <CampaignsTable campaigns={rows} />
      )}
      {(page > 1 || campaigns.data?.hasMore) && (
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button variant="outlined" size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Typography variant="body2">Page {page}</Typography>
          <Button
            variant="outlined"
            size="small"
            disabled={!campaigns.data?.hasMore}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

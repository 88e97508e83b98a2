import { Box, Link } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createLink, useNavigate } from '@tanstack/react-router';
import { keywordOfCampaignName } from '#shared/insights/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { campaignsQueryOptions } from '../../../api/get-campaigns';
import { toast } from '../../../lib/toast';

const RouterLink = createLink(Link);

/**
 * Under a campaign's name: its keyword (the dashboard searched for it), its detail page, and a copy's
 * source's (decision 055). The page is
 * keyed by our record's id, which the row lacks, so the click finds the record by Meta's id (the list's
 * search matches it) before going there.
 */
export function CampaignLinks({ row }: { row: EnrichedInsight }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const keyword = row.keyword ?? keywordOfCampaignName(row.campaign_name);
  const openDetail = async (campaignId: string) => {
    try {
      const page = await queryClient.fetchQuery(campaignsQueryOptions(1, campaignId));
      const record = page.campaigns.find((campaign) => campaign.settings.campaignId === campaignId);
      if (record) return void navigate({ to: '/meta-campaigns/$id', params: { id: record.id } });
      toast({ title: 'No campaign page', description: 'This campaign was not created in this app.' });
    } catch {
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 0.25 }}>
      {/* A campaign made here links to its keyword's page (its economics); others to a dashboard search. */}
      {keyword && row.keyword_id ? (
        <RouterLink to="/detail/$id" params={{ id: row.keyword_id }} variant="caption">
          Keyword: {keyword}
        </RouterLink>
      ) : (
        keyword && (
          <RouterLink to="/" search={{ search: keyword }} variant="caption">
            Keyword: {keyword}
          </RouterLink>
        )
      )}
      <Link
        component="button"
        type="button"
        variant="caption"
        onClick={() => void openDetail(row.campaign_id)}
      >
        Details
      </Link>
      {row.copy_of && (
        <Link
          component="button"
          type="button"
          variant="caption"
          onClick={() => void openDetail(row.copy_of!.campaign_id)}
          sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          Copy of {row.copy_of.campaign_name}
        </Link>
      )}
    </Box>
  );
}

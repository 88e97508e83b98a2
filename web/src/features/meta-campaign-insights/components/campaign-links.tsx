import { Box, Link } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { keywordOfCampaignName } from '#shared/insights/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { useOpenCampaignPage } from '../../../components/campaign-page/use-open-campaign-page';

const RouterLink = createLink(Link);

/**
 * Under a campaign's name: its keyword (the dashboard searched for it), its detail page, and a copy's
 * source's (decision 055).
 */
export function CampaignLinks({ row }: { row: EnrichedInsight }) {
  const keyword = row.keyword ?? keywordOfCampaignName(row.campaign_name);
  const openDetail = useOpenCampaignPage();
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
